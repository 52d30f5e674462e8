import NavGraphCore
import Testing

@Suite("TextEscaper")
struct TextEscaperTests {
  static let xml = TextEscaper(["&": "&amp;", "\n": "<BR/>"], controls: .droppedAsInXML)
  static let swift = TextEscaper(["\"": "\\\""], controls: .swiftEscaped)

  @Test("a name that needs nothing is returned as it is")
  func plainNames() {
    for name in ["SyncUpDetail", "Caf\u{E9} \u{1F600}", "a\tb", ""] {
      #expect(Self.xml.escape(name) == name)
    }
    #expect(Self.swift.escape("Caf\u{E9} \u{1F600}") == "Caf\u{E9} \u{1F600}")
  }

  @Test("the language's reserved characters first, then its control-character policy")
  func order() {
    #expect(Self.xml.escape("a&b\nc") == "a&amp;b<BR/>c")
    #expect(Self.swift.escape("say \"hi\"\n") == "say \\\"hi\\\"\\u{A}")
  }

  /// XML 1.0 cannot hold the C0 controls but tab, line feed and carriage return, and
  /// discourages DEL, the C1 controls and the non-characters U+FFFE and U+FFFF.
  @Test("what XML cannot hold is dropped; everything else is kept")
  func xmlPolicy() {
    let dropped = "\u{0}\u{1}\u{8}\u{B}\u{C}\u{1B}\u{1F}\u{7F}\u{80}\u{85}\u{9F}\u{FFFE}\u{FFFF}"
    #expect(TextEscaper([:], controls: .droppedAsInXML).escape("a" + dropped + "b") == "ab")
    let kept = "\t\n\r \u{A0}\u{2060}\u{202E}\u{FFFD}\u{10000}\u{10FFFF}"
    #expect(TextEscaper([:], controls: .droppedAsInXML).escape(kept) == kept)
  }

  /// Controls, format characters (a right-to-left override), separators other than the space
  /// and private code points do not print as themselves.
  @Test("what does not print as itself is a Swift escape; the space and letters are kept")
  func swiftPolicy() {
    let escaper = TextEscaper([:], controls: .swiftEscaped)
    #expect(escaper.escape("a\u{1B}[31m") == "a\\u{1B}[31m")
    #expect(escaper.escape("x\u{202E}y\u{2028}z\u{E000}") == "x\\u{202E}y\\u{2028}z\\u{E000}")
    #expect(escaper.escape("a b\u{E9}") == "a b\u{E9}")
  }
}
