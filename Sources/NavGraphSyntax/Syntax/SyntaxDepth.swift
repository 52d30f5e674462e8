@_spi(RawSyntax) import SwiftSyntax

/// How deep a syntax tree goes, measured without recursion.
///
/// swift-syntax walks trees recursively — `SyntaxVisitor`, `firstToken`, the trivia lengths
/// behind every position — one stack frame or more per level. The parser bounds bracket
/// nesting, but not chains: `a.b.c…`, `f()()()…`, a view with thousands of modifiers or
/// `Int???…` build a tree as deep as the chain is long, and walking it overflows any stack.
/// The scanner checks the depth first and skips a file that is too deep, naming it.
enum SyntaxDepth {
  /// Whether some node of `tree` lies more than `limit` levels below it, counting the children
  /// the `.sourceAccurate` view shows (missing tokens left out).
  ///
  /// The walk reads the raw tree (swift-syntax's `RawSyntax` SPI): visiting every node of every
  /// file as a `Syntax` value allocated one per node, and this check cost a third as much as
  /// parsing. The children seen are the same: `SyntaxTreeViewMode.shouldTraverse` is what
  /// `children(viewMode:)` filters with.
  static func exceeds(_ limit: Int, in tree: some SyntaxProtocol) -> Bool {
    var pending: [(node: RawSyntax, depth: Int)] = [(tree.raw, 0)]
    while let (node, depth) = pending.popLast() {
      // Tokens are leaves: nothing below them to visit.
      guard let layout = node.layoutView else { continue }
      // Only a child of a node `limit` levels down lies deeper than `limit`; above that, a
      // token child needs no look at all (it has no children and cannot be too deep).
      if depth == limit {
        if layout.children.contains(where: { $0.map(Self.isShown) ?? false }) { return true }
        continue
      }
      for case let child? in layout.children where !child.isToken {
        pending.append((child, depth + 1))
      }
    }
    return false
  }

  /// Whether the `.sourceAccurate` view shows `node` (missing tokens are left out).
  private static func isShown(_ node: RawSyntax) -> Bool {
    SyntaxTreeViewMode.sourceAccurate.shouldTraverse(node: node)
  }
}
