/// `switch` with a keyword before its `{` that cannot be part of its subject (`switch var
/// action {`, `switch@Presents var action {`, `switch x = func`). SwiftParser, finding no `{`
/// where the subject ends, looks ahead for it to the end of the file, so each such `switch`
/// costs a read of the rest of the file: 20 of them at the top of a 3.9 MB file took 2.6 s to
/// parse instead of 0.36 s, and a fuzzed file of 6,440 (`navviz-fuzz --seed 22 --replay
/// 47173`, 10 MB) ran for over ten minutes. Real code has none: it does not compile.
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

  /// For each such `switch`, the bytes from it to the end of the file, added up: about what
  /// SwiftParser's look-ahead reads for them.
  static func lookAheadBytes(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var total = 0
    var start = 1
    // `w` is rarer than `s`: each one found is checked for the `s` before and `itch` after.
    while let w = ByteSearch.index(of: UInt8(ascii: "w"), in: bytes, from: start) {
      start = w + 1
      guard let end = switchKeyword(in: bytes, at: w - 1),
        subjectHasKeyword(in: bytes, from: end)
      else { continue }
      total += bytes.count - (w - 1)
    }
    return total
  }

  /// Whether one of `keywords` stands as a word (not a member, `.for`, nor an argument label,
  /// `state(for: id)`) between `start` and the next `{`, looking at most `subjectLength`
  /// bytes ahead.
  private static func subjectHasKeyword(in bytes: UnsafeBufferPointer<UInt8>, from start: Int)
    -> Bool
  {
    let limit = min(bytes.count, start + subjectLength)
    var index = start
    while index < limit, bytes[index] != UInt8(ascii: "{") {
      guard SourceNesting.isNameByte(bytes[index]) else {
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
        return true
      }
    }
    return false
  }

  /// The index after `switch` when the word `switch` starts at `index`.
  private static func switchKeyword(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
    let end = index + 6
    guard index >= 0, end <= bytes.count, bytes[index] == UInt8(ascii: "s"),
      bytes[index + 2] == UInt8(ascii: "i"), bytes[index + 3] == UInt8(ascii: "t"),
      bytes[index + 4] == UInt8(ascii: "c"), bytes[index + 5] == UInt8(ascii: "h"),
      index == 0 || !SourceNesting.isNameByte(bytes[index - 1]),
      end == bytes.count || !SourceNesting.isNameByte(bytes[end])
    else { return nil }
    return end
  }
}
