import SwiftSyntax

/// How deep a syntax tree goes, measured without recursion.
///
/// swift-syntax walks trees recursively — `SyntaxVisitor`, `firstToken`, the trivia lengths
/// behind every position — one stack frame or more per level. The parser bounds bracket
/// nesting, but not chains: `a.b.c…`, `f()()()…`, a view with thousands of modifiers or
/// `Int???…` build a tree as deep as the chain is long, and walking it overflows any stack.
/// The scanner checks the depth first and skips a file that is too deep, naming it.
enum SyntaxDepth {
  /// Whether some node of `tree` lies more than `limit` levels below it.
  static func exceeds(_ limit: Int, in tree: some SyntaxProtocol) -> Bool {
    var pending: [(node: Syntax, depth: Int)] = [(Syntax(tree), 0)]
    while let (node, depth) = pending.popLast() {
      for child in node.children(viewMode: .sourceAccurate) {
        guard depth + 1 <= limit else { return true }
        // Tokens are leaves: nothing below them to visit.
        if !child.is(TokenSyntax.self) { pending.append((child, depth + 1)) }
      }
    }
    return false
  }
}
