/// A look at a file's bytes, before parsing, for the nesting SwiftParser recurses on without
/// counting it against its nesting limit: generic arguments (`A<A<A<…`), `#if` inside `#if`,
/// and `else if` chains. Each level costs the parser a few stack frames; tens of thousands
/// overflow the stack (and `#if` costs quadratic time). Also runs of `[` (`[[[[`), on which
/// SwiftParser's type lookahead takes exponential time: each bracket more multiplies it. Real
/// code stays far below `ScanLimits`; a file above is skipped with a warning instead of
/// crashing or hanging the run.
struct SourceNesting {
  var genericDepth = 0
  /// The cubes of the depths of each run of generic arguments, added up (`A<B<C>>` counts 8,
  /// `Set<Int>` 1). After an error inside a deep list, SwiftParser's lookahead tries each
  /// level again, re-reading the run of `>` it splits one off at a time: its time grows with
  /// about the cube of the depth, so thousands of deep lists take minutes while none passes
  /// `genericDepth`.
  var genericWork = 0
  var conditionalDepth = 0
  var elseIfChain = 0
  /// The longest run of `[` with only white space between them.
  var openSquareRun = 0
  /// The deepest `{` nesting: SwiftParser stops building the tree at its own nesting limit,
  /// but its error recovery still scans ahead through every level, so thousands of unclosed
  /// closures with a stray `/` among them take minutes.
  var braceDepth = 0
  /// The deepest string interpolation inside string interpolation (`"\("\("…`). Past
  /// SwiftParser's nesting limit it skips the rest of the file token by token, and its lexer
  /// copies its stack of open interpolations for every token: thousands of levels in a small
  /// file take gigabytes.
  var interpolationDepth = 0
  /// The most lines in one type's body that begin like a statement or a modifier chain
  /// (`TypeBodyLines`): SwiftParser's recovery from each reads to the end of the body, so
  /// thousands take seconds to minutes.
  ///
  /// Lines inside a `(` or `[` the body left open are a list's items and not counted — unless
  /// the body ends with a group still open. Then the parser gave that group up (a `[` with no
  /// `,` after its first item ends at the next line; a `}` ends every group opened after its
  /// `{`) and read the lines after it as the body's members, so they count whatever group
  /// they seem to be in (a long modifier chain after an unclosed `[` and a cut line).
  var typeBodyStatements = 0

  /// The deepest of each kind in `bytes`. Approximate by design: strings and comments are not
  /// skipped, and a `<` right after a name counts as a generic opener (so `a<b` comparisons
  /// count too, until the next `{`, `}`, `;` or `=`).
  init(_ bytes: [UInt8]) {
    self = bytes.withUnsafeBufferPointer(Self.init(buffer:))
  }

  /// Reads the bytes through a buffer pointer, without the array's bounds check on each read:
  /// this runs over every byte of every file.
  private init(buffer bytes: UnsafeBufferPointer<UInt8>) {
    var generic = 0, conditional = 0, chain = 0, squares = 0, braces = 0, interpolations = 0
    // The deepest `generic` since it was last 0, added to `genericWork` when it is 0 again.
    var genericRunDepth = 0
    func endGenericRun() {
      genericWork = Self.adding(cubeOf: genericRunDepth, to: genericWork)
      genericRunDepth = 0
    }
    // Whether each open `(` began an interpolation: `\(`, or `\#(` in a raw string.
    var parentheses: [Bool] = []
    var groups = 0  // open `(` and `[`
    // For each open `{`: whether it opened a type's body, how many `(`/`[` were open then,
    // and how many of its lines began like a statement: outside any group it opened, and
    // anywhere in it (counted when it ends with a group open).
    var bodies: [(isType: Bool, groups: Int, statements: Int, anywhere: Int)] = []
    func end(_ body: (isType: Bool, groups: Int, statements: Int, anywhere: Int)) {
      if body.isType, groups != body.groups {
        typeBodyStatements = max(typeBodyStatements, body.anywhere)
      }
    }
    var inMultilineString = false  // between `"""`s: no line there is a member
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      // Most bytes are none of those the switch looks at: a bit test passes them by.
      guard Self.isLookedAt(byte) else {
        index += 1
        continue
      }
      switch byte {
      case UInt8(ascii: "["):
        // A run goes on while only white space separates this `[` from the one before.
        let before = Self.skipSpace(bytes, backFrom: index - 1)
        squares = before >= 0 && bytes[before] == UInt8(ascii: "[") ? squares + 1 : 1
        openSquareRun = max(openSquareRun, squares)
        groups += 1
      case UInt8(ascii: "]"):
        groups = max(0, groups - 1)
      case UInt8(ascii: "<"):
        if index > 0, Self.isNameByte(bytes[index - 1]) {
          generic += 1
          genericDepth = max(genericDepth, generic)
          genericRunDepth = max(genericRunDepth, generic)
        }
      case UInt8(ascii: ">"):
        generic = max(0, generic - 1)
        if generic == 0, genericRunDepth > 0 { endGenericRun() }
      case UInt8(ascii: "("):
        let isInterpolation = Self.isInterpolation(bytes, openingAt: index)
        parentheses.append(isInterpolation)
        groups += 1
        if isInterpolation {
          interpolations += 1
          interpolationDepth = max(interpolationDepth, interpolations)
        }
      case UInt8(ascii: ")"):
        if parentheses.popLast() == true { interpolations -= 1 }
        groups = max(0, groups - 1)
      case UInt8(ascii: "{"):
        generic = 0
        endGenericRun()
        braces += 1
        braceDepth = max(braceDepth, braces)
        bodies.append((TypeBodyLines.opensTypeBody(bytes, braceAt: index), groups, 0, 0))
      case UInt8(ascii: ";"), UInt8(ascii: "="):
        generic = 0
        endGenericRun()
      case UInt8(ascii: "}"):
        generic = 0
        endGenericRun()
        braces = max(0, braces - 1)
        if let body = bodies.popLast() {
          end(body)
          // As the parser does: the `}` closes whatever its `{` left open.
          groups = body.groups
        }
        // A chain goes on only while `else` follows the closing brace.
        if !Self.word("else", in: bytes, at: Self.skipSpace(bytes, from: index + 1)) { chain = 0 }
      case UInt8(ascii: "#"):
        if Self.word("#if", in: bytes, at: index) {
          conditional += 1
          conditionalDepth = max(conditionalDepth, conditional)
        } else if Self.word("#endif", in: bytes, at: index) {
          conditional = max(0, conditional - 1)
        }
      case UInt8(ascii: "e"):
        // One byte in ten is an `e`, nearly all inside a word: the next byte rules most out
        // before the word test.
        if index + 1 < count, bytes[index + 1] == UInt8(ascii: "l"),
          Self.word("else", in: bytes, at: index),
          Self.word("if", in: bytes, at: Self.skipSpace(bytes, from: index + 4))
        {
          chain += 1
          elseIfChain = max(elseIfChain, chain)
        }
      case UInt8(ascii: "\""):
        if index + 2 < count, bytes[index + 1] == UInt8(ascii: "\""),
          bytes[index + 2] == UInt8(ascii: "\"")
        {
          inMultilineString.toggle()
          index += 2
        }
      case UInt8(ascii: "\n"):
        if !inMultilineString, let body = bodies.last, body.isType, body.groups <= groups,
          TypeBodyLines.beginsStatement(bytes, afterNewlineAt: index)
        {
          bodies[bodies.count - 1].anywhere += 1
          if body.groups == groups {
            bodies[bodies.count - 1].statements += 1
            typeBodyStatements = max(typeBodyStatements, body.statements + 1)
          }
        }
      default: break
      }
      index += 1
    }
    endGenericRun()
    for body in bodies { end(body) }
  }

  /// `total + depth³`, stopping at `Int.max` rather than overflowing (a file can hold a run
  /// millions of levels deep).
  private static func adding(cubeOf depth: Int, to total: Int) -> Int {
    guard depth > 0 else { return total }
    let capped = min(depth, 1 << 20)
    let (sum, overflow) = total.addingReportingOverflow(capped * capped * capped)
    return overflow ? Int.max : sum
  }

  /// The bytes the scan's `switch` has a case for, as bits: line feed and `"#()`;<=>` below
  /// 64, `[]e{}` from 64 to 127. Literals rather than computed, which would be initialised
  /// lazily and checked for it on every byte; `SourceNestingTests` holds them to the `switch`.
  static let lowBytes: UInt64 = 0x7800030C00000400
  static let highBytes: UInt64 = 0x2800002028000000

  @inline(__always)
  static func isLookedAt(_ byte: UInt8) -> Bool {
    let bits = byte < 64 ? lowBytes : byte < 128 ? highBytes : 0
    return bits >> (UInt64(byte) & 63) & 1 != 0
  }

  /// `\(` or `\##(` with an odd run of backslashes (`\\(` is an escaped backslash and a
  /// plain parenthesis).
  private static func isInterpolation(
    _ bytes: UnsafeBufferPointer<UInt8>, openingAt index: Int
  ) -> Bool {
    var position = index - 1
    while position >= 0, bytes[position] == UInt8(ascii: "#") { position -= 1 }
    var backslashes = 0
    while position >= 0, bytes[position] == UInt8(ascii: "\\") {
      backslashes += 1
      position -= 1
    }
    return backslashes % 2 == 1
  }

  /// A byte of a name: letters, digits, `_`, a backtick, anything beyond ASCII.
  static func isNameByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (byte | 0x20 >= 97 && byte | 0x20 <= 122)
      || (byte >= 48 && byte <= 57) || byte >= 0x80 || byte == UInt8(ascii: "`")
  }

  /// The index of the last byte at or before `start` that is not white space; -1 if none.
  private static func skipSpace(_ bytes: UnsafeBufferPointer<UInt8>, backFrom start: Int) -> Int {
    var index = start
    while index >= 0, isSpace(bytes[index]) { index -= 1 }
    return index
  }

  private static func skipSpace(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    while index < bytes.count, isSpace(bytes[index]) { index += 1 }
    return index
  }

  /// Space, tab, line feed or carriage return. A `switch`, not `[32, 9, 10, 13].contains`:
  /// this runs for every byte of every file.
  private static func isSpace(_ byte: UInt8) -> Bool {
    switch byte {
    case 32, 9, 10, 13: true
    default: false
    }
  }

  /// Whether `word` starts at `index` and no name continues it, before or after.
  static func word(
    _ word: StaticString, in bytes: UnsafeBufferPointer<UInt8>, at index: Int
  ) -> Bool {
    let length = word.utf8CodeUnitCount
    guard index + length <= bytes.count else { return false }
    let matches = word.withUTF8Buffer { expected in
      (0..<length).allSatisfy { bytes[index + $0] == expected[$0] }
    }
    guard matches else { return false }
    if index > 0, isNameByte(bytes[index - 1]), word.utf8Start.pointee != UInt8(ascii: "#") {
      return false
    }
    return index + length == bytes.count || !isNameByte(bytes[index + length])
  }
}
