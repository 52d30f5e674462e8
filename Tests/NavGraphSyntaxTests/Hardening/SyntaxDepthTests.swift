import Foundation
@testable import NavGraphSyntax
import SwiftParser
import SwiftSyntax
import Testing

/// `SyntaxDepth` walks the raw layout for speed; its answer must be the depth of the tree as
/// swift-syntax's `Syntax` API sees it, exactly at the boundary.
@Suite struct SyntaxDepthTests {
  /// The reference: the deepest node, counted through `Syntax` children (tokens included).
  static func depth(of node: Syntax) -> Int {
    var deepest = 0
    var pending: [(Syntax, Int)] = [(node, 0)]
    while let (node, depth) = pending.popLast() {
      deepest = max(deepest, depth)
      for child in node.children(viewMode: .sourceAccurate) { pending.append((child, depth + 1)) }
    }
    return deepest
  }

  static let sources: [String] = [
    "struct A { var b: Int }",
    "let x = a.b.c.d.e.f.g(1)(2)(3)[4]",
    String(repeating: "f(", count: 40) + String(repeating: ")", count: 40),
    "Text(\"x\")" + String(repeating: ".padding()", count: 300),
    """
    @Reducer struct Feature {
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action { case .tapped: state.destination = .add(Add.State()); return .none }
        }
        .ifLet(\\.$destination, action: \\.destination)
      }
    }
    """,
  ]

  @Test(arguments: sources)
  func theRawWalkFindsTheSameDepthAsSyntax(_ source: String) {
    let tree = Parser.parse(source: source)
    let depth = Self.depth(of: Syntax(tree))
    #expect(depth > 3)
    #expect(SyntaxDepth.exceeds(depth - 1, in: tree))
    #expect(!SyntaxDepth.exceeds(depth, in: tree))
  }
}
