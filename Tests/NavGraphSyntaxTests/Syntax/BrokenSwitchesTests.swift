import Testing

@testable import NavGraphSyntax

/// `BrokenSwitches` counts, for each `switch` with a keyword before its `{`, a stray closer
/// among its cases or something other than a case first, the rest of the file, which
/// SwiftParser's look-ahead reads; a valid `switch` counts nothing.
@Suite struct BrokenSwitchesTests {
  static func lookAhead(_ text: String) -> Int {
    Array(text.utf8).withUnsafeBufferPointer(BrokenSwitches.lookAheadBytes)
  }

  @Test func aKeywordBeforeTheBraceCountsTheRestOfTheFile() {
    #expect(Self.lookAhead("switch var action {}") == 20)
    #expect(Self.lookAhead("x\nswitch@Presents var action {}") == 29)
    #expect(Self.lookAhead("switch x = func\n}") == 17)
    #expect(Self.lookAhead("switch return\nswitch return") == 27 + 13)
  }

  @Test func aStrayCloserAmongTheCasesCountsTheRestOfTheFile() {
    #expect(Self.lookAhead("switch a {\n) case .b: break\n}") == 18)
    #expect(Self.lookAhead("switch a {\n]) case .b: break\n}") == 19 + 18)
    // Inside a case's call, a nested brace, a string or a comment, a closer is not stray; after
    // the switch's `}` it is no longer the switch's.
    let fine = """
      switch a {
      case .b: f(x) { ) }
      case ")": g("\\") // )
      }
      )
      """
    #expect(Self.lookAhead(fine) == 0)
  }

  @Test func anythingButACaseFirstCountsTheRestOfTheFile() {
    #expect(Self.lookAhead("switch a {\nfoo()\ncase .b: break\n}") == 22)
    // U+202E (3 bytes) is no token Swift allows.
    #expect(Self.lookAhead("switch a {\n\u{202E}case .b: break\n}") == 19)
    #expect(Self.lookAhead("switch a { /* note */ x\n}") == 3)
  }

  @Test func validSwitchesAndOtherWordsCountNothing() {
    let valid = [
      "switch action { case .a: break }",
      "switch store.state(for: id) { default: return }",
      "switch x.for { }",
      "let switchboard = 1; var x = 2",
      "switch (a, b) {\n case let (x, y): break\n}",
      "switch action { }\nvar x = 1",
      "switch a {\n  // note\n  /* a /* nested */ comment */\n  case .b: break\n}",
      "switch a {\n@unknown default: break\n}",
      "switch a {\n#if DEBUG\ncase .b: break\n#endif\n}",
      "switch items.first(where: { $0.ok }) {\ncase .some: break\n}",
      "switch items.first(where: { let a = $0; return a }) { default: break }",
      "/// Parses a switch case clause.\nfunc parse() {\n  let a = 1\n}",
      "x = 1 // switch var y {\n}",
      "case TokenSpec(.switch): self = .switch\n}\nvar spec: TokenSpec {\n  switch self {\n  }\n}",
    ]
    for source in valid {
      #expect(Self.lookAhead(source) == 0, "\(source)")
    }
  }

  /// The fixture apps and the generated corpus have none.
  @Test func realCodeHasNone() throws {
    let sources = try ScannerSources.all(with: [], corpusFiles: 60)
    #expect(sources.map(Self.lookAhead).max() == 0)
  }
}
