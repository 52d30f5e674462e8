import Testing

@testable import NavvizServer

/// Scanner places (1-based line, UTF-8 column) to LSP positions and back, in both encodings,
/// around characters UTF-8 and UTF-16 count differently; anything out of range is clamped.
@Suite struct LineIndexTests {
  // "é" is 2 bytes and 1 UTF-16 unit, "𝄞" 4 bytes and 2 units.
  static let text = "let a = 1\r\n/* é𝄞 */ var destination: D?\nlast"

  @Test func positionsInBothEncodings() {
    let lines = LineIndex(Self.text)
    #expect(lines.lineCount == 3)
    // `var` starts after "/* é𝄞 */ ": 3 + 2 + 4 + 4 = 13 bytes, so column 14.
    let utf8 = lines.position(line: 2, column: 14, in: .utf8)
    #expect(utf8 == LSP.Position(line: 1, character: 13))
    let utf16 = lines.position(line: 2, column: 14, in: .utf16)
    #expect(utf16 == LSP.Position(line: 1, character: 10))
    #expect(lines.column(of: utf16, in: .utf16) == 14)
    #expect(lines.column(of: utf8, in: .utf8) == 14)
  }

  @Test func wordsAndRanges() {
    let lines = LineIndex(Self.text)
    let range = lines.wordRange(line: 2, column: 18, in: .utf16)
    #expect(range.start == LSP.Position(line: 1, character: 14))
    #expect(range.end == LSP.Position(line: 1, character: 25))
    #expect(lines.word(at: LSP.Position(line: 1, character: 20), in: .utf16) == "destination")
    // The line break's carriage return is not part of the first line.
    #expect(lines.line(0).count == 9)
  }

  @Test func outOfRangeIsClamped() {
    let lines = LineIndex(Self.text)
    #expect(lines.position(line: 99, column: 99, in: .utf16) == LSP.Position(line: 2, character: 4))
    #expect(lines.position(line: -3, column: -3, in: .utf8) == LSP.Position(line: 0, character: 0))
    #expect(
      lines.offset(of: LSP.Position(line: 7, character: 0), in: .utf16)
        == Array(Self.text.utf8).count)
    #expect(lines.offset(of: LSP.Position(line: 0, character: 500), in: .utf16) == 9)
    #expect(lines.word(at: LSP.Position(line: -1, character: 0), in: .utf8) == nil)
  }
}
