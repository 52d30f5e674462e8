/// How `SourceNesting` reads the lines of a type's body: which `{` opens one, and which line in
/// it begins like a statement (`foo()`, `x = 1`) or a modifier chain (`.padding()`) rather than
/// a declaration.
///
/// SwiftParser recovers from each such line by reading ahead to the end of the body, so a body
/// of thousands of them takes time that grows with their square. Real code
/// has a few, the continuation lines of a property's initializer; a modifier chain pasted out
/// of its `body` has thousands.
enum TypeBodyLines {
  /// What a line's leading word says.
  enum Word: Equatable {
    /// `struct`, `enum`, `actor`, `extension`, `protocol`: the line declares a type.
    case typeIntroducer
    /// `class`: a type, or a member (`class func`).
    case `class`
    /// `var`, `func`, `case`, ...: the line declares a member.
    case memberIntroducer
    /// `static`, `private`, `final`, ...
    case modifier
    /// `where`, `throws`, ...: a later line of a declaration.
    case continuation
  }

  /// Whether the `{` at `brace` opens a type's body: its line declares a struct, enum, actor,
  /// extension, protocol or class (after attributes and modifiers). A header split over lines
  /// is not seen; that only leaves a body uncounted.
  static func opensTypeBody(_ bytes: UnsafeBufferPointer<UInt8>, braceAt brace: Int) -> Bool {
    var start = brace
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n"), brace - start < 512 { start -= 1 }
    var index = skipBlanks(bytes, from: start)
    while index < brace {
      if bytes[index] == UInt8(ascii: "@") {
        index = skipAttribute(bytes, from: index, before: brace)
        continue
      }
      let end = wordEnd(bytes, from: index)
      switch word(bytes, index..<end) {
      case .typeIntroducer: return true
      case .class:
        // `class func`, `class var`: a member, not a type.
        let next = skipBlanks(bytes, from: end)
        let after = word(bytes, next..<wordEnd(bytes, from: next))
        return after != .memberIntroducer && after != .modifier
      case .modifier: index = skipBlanks(bytes, from: end)
      default: return false
      }
    }
    return false
  }

  /// Whether the line after the line feed at `newline` begins like a statement or a member
  /// chain, not like a declaration, a modifier, an attribute, a directive or a comment — nor
  /// like the next item of a list the line before left open with `,` or `=` (`case a,` then
  /// `b,` on the next line, as generated enums list their cases).
  static func beginsStatement(_ bytes: UnsafeBufferPointer<UInt8>, afterNewlineAt newline: Int)
    -> Bool
  {
    let index = skipBlanks(bytes, from: newline + 1)
    guard index < bytes.count else { return false }
    let first = bytes[index]
    if first == UInt8(ascii: ".") { return true }
    guard isWordStart(first), word(bytes, index..<wordEnd(bytes, from: index)) == nil else {
      return false
    }
    var end = newline - 1
    while end >= 0, bytes[end] == UInt8(ascii: " ") || bytes[end] == 9 || bytes[end] == 13 {
      end -= 1
    }
    return end < 0 || (bytes[end] != UInt8(ascii: ",") && bytes[end] != UInt8(ascii: "="))
  }

  /// The keyword `range` spells, if it is one this reading knows. Compared byte by byte, by
  /// length first: this runs for a line of every type body and for every `{`.
  static func word(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Word? {
    guard range.count < keywords.count else { return nil }
    for (spelling, word) in keywords[range.count] {
      let matches = spelling.withUTF8Buffer { expected in
        (0..<range.count).allSatisfy { bytes[range.lowerBound + $0] == expected[$0] }
      }
      if matches { return word }
    }
    return nil
  }

  /// The keywords, indexed by length.
  private static let keywords: [[(StaticString, Word)]] = byLength([
    ("struct", .typeIntroducer), ("enum", .typeIntroducer), ("actor", .typeIntroducer),
    ("extension", .typeIntroducer), ("protocol", .typeIntroducer), ("class", .class),
    ("var", .memberIntroducer), ("let", .memberIntroducer), ("func", .memberIntroducer),
    ("init", .memberIntroducer), ("deinit", .memberIntroducer),
    ("subscript", .memberIntroducer), ("typealias", .memberIntroducer),
    ("associatedtype", .memberIntroducer), ("case", .memberIntroducer),
    ("macro", .memberIntroducer), ("operator", .memberIntroducer),
    ("precedencegroup", .memberIntroducer), ("import", .memberIntroducer),
    ("static", .modifier), ("public", .modifier), ("private", .modifier),
    ("fileprivate", .modifier), ("internal", .modifier), ("package", .modifier),
    ("open", .modifier), ("final", .modifier), ("mutating", .modifier),
    ("nonmutating", .modifier), ("override", .modifier), ("required", .modifier),
    ("convenience", .modifier), ("dynamic", .modifier), ("lazy", .modifier),
    ("weak", .modifier), ("unowned", .modifier), ("optional", .modifier),
    ("indirect", .modifier), ("nonisolated", .modifier), ("isolated", .modifier),
    ("consuming", .modifier), ("borrowing", .modifier), ("distributed", .modifier),
    ("prefix", .modifier), ("postfix", .modifier), ("infix", .modifier),
    ("where", .continuation), ("throws", .continuation), ("rethrows", .continuation),
    ("async", .continuation),
  ])

  private static func byLength(_ words: [(StaticString, Word)]) -> [[(StaticString, Word)]] {
    var table = Array(
      repeating: [(StaticString, Word)](),
      count: (words.map { $0.0.utf8CodeUnitCount }.max() ?? 0) + 1)
    for entry in words { table[entry.0.utf8CodeUnitCount].append(entry) }
    return table
  }

  /// The end of the identifier starting at `start` (`start` itself if none does).
  private static func wordEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var end = start
    while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
    return end
  }

  /// Past `@Name` and a parenthesised argument list right after it.
  private static func skipAttribute(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, before limit: Int
  ) -> Int {
    var index = start + 1
    while index < limit, isWordByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
      index += 1
    }
    if index < limit, bytes[index] == UInt8(ascii: "(") {
      var depth = 0
      repeat {
        if bytes[index] == UInt8(ascii: "(") { depth += 1 }
        if bytes[index] == UInt8(ascii: ")") { depth -= 1 }
        index += 1
      } while index < limit && depth > 0
    }
    return skipBlanks(bytes, from: index)
  }

  /// Past spaces and tabs (not line ends).
  private static func skipBlanks(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == 9 {
      index += 1
    }
    return index
  }

  /// A name byte that can begin a name (not a digit).
  private static func isWordStart(_ byte: UInt8) -> Bool {
    isWordByte(byte) && !(byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  private static func isWordByte(_ byte: UInt8) -> Bool { SourceNesting.isNameByte(byte) }
}
