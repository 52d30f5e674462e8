/// The lines of one text: turns the scanner's places (1-based line, 1-based UTF-8 column) into
/// LSP positions and back, in either encoding. Any position a client sends is clamped into
/// the text, so a stale or made-up one never reads outside it.
package struct LineIndex: Sendable {
  private let bytes: [UInt8]
  /// The byte offset each line starts at; line `n` (0-based) is `lineStarts[n]`.
  private let lineStarts: [Int]

  package init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
    lineStarts = starts
  }

  package init(_ text: String) {
    self.init(Array(text.utf8))
  }

  package var lineCount: Int { lineStarts.count }

  /// The bytes of 0-based `line`, without its line break (empty past the end).
  package func line(_ line: Int) -> ArraySlice<UInt8> {
    guard line >= 0, line < lineStarts.count else { return [] }
    var end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
    if end > lineStarts[line], bytes[end - 1] == 0x0D { end -= 1 }
    return bytes[lineStarts[line]..<max(lineStarts[line], end)]
  }

  /// The position of the scanner's place `line`:`column` (both 1-based, the column in bytes).
  package func position(line: Int, column: Int, in encoding: PositionEncoding) -> LSP.Position {
    let index = max(0, min(line - 1, lineStarts.count - 1))
    let text = self.line(index)
    let byteOffset = max(0, min(column - 1, text.count))
    return LSP.Position(
      line: index, character: Self.units(text.prefix(byteOffset), in: encoding))
  }

  /// The byte offset, in the whole text, of `position`.
  package func offset(of position: LSP.Position, in encoding: PositionEncoding) -> Int {
    guard position.line >= 0 else { return 0 }
    guard position.line < lineStarts.count else { return bytes.count }
    let text = line(position.line)
    return text.startIndex + Self.byteCount(of: max(0, position.character), in: text, encoding)
  }

  /// The byte column (1-based) of `position` in its line: the scanner's column.
  package func column(of position: LSP.Position, in encoding: PositionEncoding) -> Int {
    guard position.line >= 0, position.line < lineStarts.count else { return 1 }
    return Self.byteCount(of: max(0, position.character), in: line(position.line), encoding) + 1
  }

  /// From the scanner's place to the end of the word that starts there (a name, with its
  /// backticks), or to the end of the line when no word starts there: what an editor
  /// underlines for a finding.
  package func wordRange(line: Int, column: Int, in encoding: PositionEncoding) -> LSP.Range {
    let start = position(line: line, column: column, in: encoding)
    let text = self.line(start.line)
    let from = text.startIndex + max(0, min(column - 1, text.count))
    var end = from
    while end < text.endIndex, Self.isWordByte(text[end]) { end += 1 }
    if end == from { end = text.endIndex }
    let character = Self.units(text[text.startIndex..<end], in: encoding)
    return LSP.Range(start: start, end: LSP.Position(line: start.line, character: character))
  }

  /// The word (a Swift name) around `position`, if the position is in or just after one.
  package func word(at position: LSP.Position, in encoding: PositionEncoding) -> String? {
    guard position.line >= 0, position.line < lineStarts.count else { return nil }
    let text = line(position.line)
    let at = text.startIndex + Self.byteCount(of: max(0, position.character), in: text, encoding)
    var start = at, end = at
    while start > text.startIndex, Self.isWordByte(text[start - 1]) { start -= 1 }
    while end < text.endIndex, Self.isWordByte(text[end]) { end += 1 }
    guard start < end else { return nil }
    return String(decoding: text[start..<end], as: UTF8.self)
  }

  /// Letters, digits, `_`, backticks and any byte of a non-ASCII character.
  private static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "`"):
      true
    default: byte >= 0x80
    }
  }

  /// How many units of `encoding` the bytes hold.
  private static func units(_ bytes: ArraySlice<UInt8>, in encoding: PositionEncoding) -> Int {
    switch encoding {
    case .utf8: bytes.count
    case .utf16: String(decoding: bytes, as: UTF8.self).utf16.count
    }
  }

  /// How many bytes of `line` the first `units` units of `encoding` take (at most the line).
  private static func byteCount(
    of units: Int, in line: ArraySlice<UInt8>, _ encoding: PositionEncoding
  ) -> Int {
    switch encoding {
    case .utf8:
      return min(units, line.count)
    case .utf16:
      var counted = 0, bytes = 0
      for scalar in String(decoding: line, as: UTF8.self).unicodeScalars {
        if counted >= units { break }
        counted += UTF16.width(scalar)
        bytes += UTF8.width(scalar)
      }
      return min(bytes, line.count)
    }
  }
}
