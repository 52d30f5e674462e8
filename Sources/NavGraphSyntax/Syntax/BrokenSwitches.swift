/// `switch` statements SwiftParser recovers from by looking ahead to the end of the file, so
/// that each costs a read of the rest of the file and a file of many costs its square:
/// - a keyword before the `{` that cannot be part of the subject (`switch var action {`,
///   `switch@Presents var action {`, `switch x = func`);
/// - a stray `)` or `]` among the cases (`switch action { )) case .tapped:`);
/// - anything else before the first case (`switch action { foo()`, or a character Swift does
///   not allow, such as U+202E, before `case`): SwiftParser looks ahead for an `#if` the
///   cases might sit in.
/// A few make a file many times slower to parse; thousands in a large file hang the parser.
/// Real code has none of them: it does not compile.
enum BrokenSwitches {
  /// The keywords measured to set off the look-ahead right after `switch` (`actor`, `repeat`,
  /// `init`, `case` and `if` do not).
  static let keywords: Set<String> = [
    "break", "class", "defer", "deinit", "do", "enum", "extension", "for", "func", "guard",
    "import", "let", "operator", "protocol", "return", "struct", "subscript", "throw",
    "typealias", "var", "while",
  ]

  /// How far past `switch` a `{` is looked for: a subject is short.
  static let subjectLength = 200

  /// For each such `switch` or stray closer, the bytes from it to the end of the file, added
  /// up: about what SwiftParser's look-ahead reads for them.
  static func lookAheadBytes(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var total = 0
    var start = 1
    // `w` is rarer than `s`: each one found is checked for the `s` before and `itch` after.
    while let w = ByteSearch.index(of: UInt8(ascii: "w"), in: bytes, from: start) {
      start = w + 1
      // Not a member (`TokenSpec(.switch)`; a name in backticks is no word), not in a comment.
      guard SourceNesting.word("switch", in: bytes, at: w - 1),
        w < 2 || bytes[w - 2] != UInt8(ascii: "."), !isInLineComment(bytes, at: w)
      else { continue }
      let subject = subject(in: bytes, from: w + 5)
      if subject.hasKeyword {
        total += bytes.count - (w - 1)
      } else if let brace = subject.brace {
        for closer in strayClosers(in: bytes, bodyFrom: brace + 1) {
          total += bytes.count - closer
        }
        // A stray closer in first place is counted above.
        if let first = firstToken(in: bytes, from: brace + 1), !beginsACase(bytes, at: first),
          bytes[first] != UInt8(ascii: ")"), bytes[first] != UInt8(ascii: "]")
        {
          total += bytes.count - first
        }
      }
    }
    return total
  }

  /// Whether one of `keywords` stands as a word (not a member, `.for`, nor an argument label,
  /// `state(for: id)`) between `start` and the `{` that opens the body, and where that `{`
  /// is, looking at most `subjectLength` bytes ahead. Inside parentheses or brackets neither
  /// counts: `switch items.first(where: { let a = $0 … }) {` has a closure there, whose `{`
  /// and `let` are the subject's.
  private static func subject(in bytes: UnsafeBufferPointer<UInt8>, from start: Int)
    -> (hasKeyword: Bool, brace: Int?)
  {
    let limit = min(bytes.count, start + subjectLength)
    var index = start
    var groups = 0
    while index < limit {
      switch bytes[index] {
      case UInt8(ascii: "("), UInt8(ascii: "["): groups += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"): groups = max(0, groups - 1)
      case UInt8(ascii: "{") where groups == 0: return (false, index)
      default: break
      }
      guard groups == 0, SourceNesting.isNameByte(bytes[index]) else {
        index += 1
        continue
      }
      let wordStart = index
      while index < bytes.count, SourceNesting.isNameByte(bytes[index]) { index += 1 }
      if index - wordStart <= 16, bytes[wordStart - 1] != UInt8(ascii: "."),
        index == bytes.count || bytes[index] != UInt8(ascii: ":"),
        keywords.contains(
          String(decoding: UnsafeBufferPointer(rebasing: bytes[wordStart..<index]), as: UTF8.self))
      {
        return (true, nil)
      }
    }
    return (false, nil)
  }

  /// Whether `//` comes before `index` on its line: the word in a comment (`/// A switch
  /// case clause.`), where a `{` of the code below would be taken for a body.
  private static func isInLineComment(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    var position = index - 1
    while position > 0, bytes[position] != 10 {
      if bytes[position] == UInt8(ascii: "/"), bytes[position - 1] == UInt8(ascii: "/") {
        return true
      }
      position -= 1
    }
    return false
  }

  /// Where the first token at or after `start` begins, past white space and comments (block
  /// comments nest); `nil` at the end of the file.
  private static func firstToken(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var index = start
    while index < bytes.count {
      switch bytes[index] {
      case 32, 9, 10, 13: index += 1
      case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
        index = ByteSearch.index(of: 10, in: bytes, from: index) ?? bytes.count
      case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
        var depth = 0
        repeat {
          if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count,
            bytes[index + 1] == UInt8(ascii: "*")
          {
            depth += 1
            index += 2
          } else if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count,
            bytes[index + 1] == UInt8(ascii: "/")
          {
            depth -= 1
            index += 2
          } else {
            index += 1
          }
        } while depth > 0 && index < bytes.count
      default: return index
      }
    }
    return nil
  }

  /// What may open a switch's body: `case`, `default`, an attribute (`@unknown default`), a
  /// directive (`#if`), or the `}` of an empty switch.
  private static func beginsACase(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    switch bytes[index] {
    case UInt8(ascii: "@"), UInt8(ascii: "#"), UInt8(ascii: "}"): true
    default:
      SourceNesting.word("case", in: bytes, at: index)
        || SourceNesting.word("default", in: bytes, at: index)
    }
  }

  /// The `)` and `]` that close nothing opened in the switch's body, outside nested braces,
  /// strings and comments, up to the `}` that ends the body.
  private static func strayClosers(in bytes: UnsafeBufferPointer<UInt8>, bodyFrom start: Int)
    -> [Int]
  {
    var found: [Int] = []
    var braces = 0, groups = 0
    var index = start
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "{"): braces += 1
      case UInt8(ascii: "}"):
        if braces == 0 { return found }
        braces -= 1
      case UInt8(ascii: "("), UInt8(ascii: "["):
        if braces == 0 { groups += 1 }
      case UInt8(ascii: ")"), UInt8(ascii: "]"):
        if braces == 0 {
          if groups == 0 { found.append(index) } else { groups -= 1 }
        }
      case UInt8(ascii: "\""):
        index = endOfString(in: bytes, openingAt: index)
      case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
        index = ByteSearch.index(of: 10, in: bytes, from: index) ?? bytes.count
      default: break
      }
      index += 1
    }
    return found
  }

  /// The index of the `"` that closes the one-line string opened at `index` (escapes
  /// skipped), or of the line's end when none does.
  private static func endOfString(in bytes: UnsafeBufferPointer<UInt8>, openingAt index: Int)
    -> Int
  {
    var position = index + 1
    while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != 10 {
      position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
    }
    return min(position, bytes.count - 1)
  }
}
