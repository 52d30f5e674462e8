@_spi(RawSyntax) import SwiftSyntax

/// How deep a syntax tree goes, measured without recursion.
///
/// swift-syntax walks trees recursively — `SyntaxVisitor`, `firstToken`, the trivia lengths
/// behind every position — one stack frame or more per level. The parser bounds bracket
/// nesting, but not chains: `a.b.c…`, `f()()()…`, a view with thousands of modifiers or
/// `Int???…` build a tree as deep as the chain is long, and walking it overflows any stack.
/// The scanner checks the depth first and skips a file that is too deep, naming it.
enum SyntaxDepth {
  /// Whether some node of `tree` lies more than `limit` levels below it.
  ///
  /// The walk reads the raw layout (swift-syntax's `RawSyntax` SPI) rather than `Syntax`
  /// children: it visits every node of every file, and building a `Syntax` value per node made
  /// it a tenth of the whole scan. Missing nodes count as levels too, which can only make the
  /// check stricter by a level or two.
  static func exceeds(_ limit: Int, in tree: some SyntaxProtocol) -> Bool {
    var pending: [(node: RawSyntax, depth: Int)] = [(tree.raw, 0)]
    while let (node, depth) = pending.popLast() {
      guard let layout = node.layoutView else { continue }
      for case let child? in layout.children {
        guard depth + 1 <= limit else { return true }
        // Tokens are leaves: nothing below them to visit.
        if !child.isToken { pending.append((child, depth + 1)) }
      }
    }
    return false
  }
}
