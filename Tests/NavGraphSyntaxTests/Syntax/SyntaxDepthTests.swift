@testable import NavGraphSyntax
import NavGraphSyntaxTestSupport
import SwiftParser
import SwiftSyntax
import Testing

/// `SyntaxDepth` walks the raw tree; it must see exactly the depth the `.sourceAccurate`
/// `children(viewMode:)` walk sees, also where the parser left missing and unexpected nodes.
@Suite struct SyntaxDepthTests {
  static let sources = [
    SyntheticCorpus.file(0, of: 4).text,
    SyntheticCorpus.file(3, of: 4).text,
    "struct A { func f( { let x = } ",
    "let x = 1 2 3 @@@ } ] ) #if",
    "let y = a" + String(repeating: ".b", count: 300) + "()",
    "",
  ]

  /// The deepest level `children(viewMode: .sourceAccurate)` reaches (the root is level 0).
  static func referenceDepth(_ tree: some SyntaxProtocol) -> Int {
    var deepest = 0
    var pending: [(Syntax, Int)] = [(Syntax(tree), 0)]
    while let (node, depth) = pending.popLast() {
      deepest = max(deepest, depth)
      for child in node.children(viewMode: .sourceAccurate) { pending.append((child, depth + 1)) }
    }
    return deepest
  }

  @Test(arguments: sources)
  func agreesWithTheSourceAccurateView(source: String) {
    let tree = Parser.parse(source: source)
    let depth = Self.referenceDepth(tree)
    #expect(!SyntaxDepth.exceeds(depth, in: tree))
    #expect(SyntaxDepth.exceeds(depth - 1, in: tree) == (depth > 0))
    #expect(!SyntaxDepth.exceeds(depth + 1, in: tree))
  }
}
