import SwiftSyntax
import SwiftParser
@testable import NavGraphSyntax
import Testing

/// The collectors read tokens, node text and syntax lists through shortcuts that skip
/// swift-syntax's own accessors (for speed); each must give what the accessor gives, on
/// well-formed and on broken code.
@Suite struct SyntaxShortcutTests {
  static let sources = [
    """
    @Reducer struct `Log In` {
      @ObservableState struct State { @Presents var destination: Destination.State?; var `class` = 1 }
      var body: some ReducerOf<Self> {
        Reduce { state, action in state.destination = .settings(.init()); return .none }
          .ifLet(\\.$destination, action: \\.destination) { Destination() }
      }
    }
    """,
    // Missing tokens the parser inserts: `)`, `}`, a name, a type.
    "struct { var x: ; func f(a: Int { g(1, .x(\n} enum E { case a(",
    // Non-ASCII names, a combining mark after a dot, CRLF line ends.
    "let café = Ünïcödé.ßtate.\u{301}x(1)\r\nlet $`raw name` = `raw name`.é\r\n",
  ]

  static func allNodes(_ tree: Syntax) -> [Syntax] {
    var nodes = [tree]
    var index = 0
    while index < nodes.count {
      nodes.append(contentsOf: nodes[index].children(viewMode: .all))
      index += 1
    }
    return nodes
  }

  @Test(arguments: sources)
  func tokenSourceTextIsTokenText(_ source: String) {
    let tree = Parser.parse(source: source)
    var missing = 0
    for token in tree.tokens(viewMode: .all) {
      #expect(token.sourceText == token.text)
      if token.presence == .missing { missing += 1 }
    }
    if source.hasPrefix("struct {") { #expect(missing > 0) }
  }

  /// `SourceText.text(of:)` against the range swift-syntax's own first and last tokens give.
  @Test(arguments: sources)
  func nodeTextMatchesTheTokensSwiftSyntaxFinds(_ source: String) {
    let bytes = Array(source.utf8)
    let text = SourceText(bytes)
    for node in Self.allNodes(Syntax(Parser.parse(source: source))) {
      let leading = node.firstToken(viewMode: .all)?.leadingTriviaLength.utf8Length ?? 0
      let trailing = node.lastToken(viewMode: .all)?.trailingTriviaLength.utf8Length ?? 0
      let start = node.position.utf8Offset + leading
      let end = max(start, node.endPosition.utf8Offset - trailing)
      #expect(text.text(of: node) == String(decoding: bytes[start..<end], as: UTF8.self))
    }
  }

  @Test(arguments: sources)
  func collectionNodesAreTheCollectionsElements(_ source: String) {
    var lists = 0
    for node in Self.allNodes(Syntax(Parser.parse(source: source))) {
      if let list = node.as(LabeledExprListSyntax.self) {
        #expect(Array(list.nodes).map(\.id) == Array(list).map(\.id))
        lists += 1
      }
      if let list = node.as(CodeBlockItemListSyntax.self) {
        #expect(Array(list.nodes).map(\.id) == Array(list).map(\.id))
        #expect(list.nodes.first?.id == list.first?.id)
        lists += 1
      }
      if let list = node.as(AttributeListSyntax.self) {
        #expect(Array(list.nodes).map(\.id) == Array(list).map(\.id))
        lists += 1
      }
    }
    #expect(lists > 0)
  }

  @Test func byteSearchFindsWhatANaiveSearchFinds() {
    let haystacks = ["", "n", "navviz", "navviz:", "nnavviz:x", "// navviz: ignore", "navvi navviz;"]
    for haystack in haystacks {
      for needle in ["navviz:", "n", "z:", "xx"] {
        let bytes = Array(haystack.utf8)
        let found = Array(needle.utf8).withUnsafeBufferPointer { needle in
          bytes.withUnsafeBufferPointer { ByteSearch.contains(needle, in: $0) }
        }
        #expect(found == haystack.contains(needle), "\(needle) in \(haystack)")
      }
      #expect(DirectiveCollector.mayContainDirectives(Array(haystack.utf8))
        == haystack.contains("navviz:"))
    }
  }

  @Test func lineTableFindsEveryLineStart() {
    let bytes = Array("a\nbc\n\nd\r\ne".utf8)
    let table = LineTable(bytes)
    var line = 1, column = 1
    for (offset, byte) in bytes.enumerated() {
      #expect(table.location(ofOffset: offset) == (line, column))
      if byte == 10 { line += 1; column = 1 } else { column += 1 }
    }
  }

  @Test func caseNamesReadTheSameInASCIIAndOtherText() {
    #expect(PathRef.caseNames(in: "Destination.State.addItem(id:)") == ["addItem"])
    #expect(PathRef.caseNames(in: "/Action.row(id:action:).child") == ["row", "child"])
    #expect(PathRef.caseNames(in: "Feature<A.b>.State._x?.`y`") == ["_x", "y"])
    #expect(PathRef.caseNames(in: "Ünïcödé.State.ädd") == ["ädd"])
  }
}
