import SwiftSyntax

/// The store a presentation's content scopes: `\.child` in `.sheet(isPresented: ...) {
/// ChildView(store: store.scope(state: \.child, action: ...)) }`. A presentation driven by a
/// binding of the store's state shows the child it scopes to, or plain content where it
/// scopes none.
enum ContentScope {
  /// The state path of the first `scope(state:)` in the content closure (the trailing one, or
  /// the last closure argument), or `nil` when the content scopes no store.
  static func statePath(of call: FunctionCallExprSyntax, source: SourceText) -> [String]? {
    let content =
      call.trailingClosure
      ?? call.arguments.reversed().lazy.compactMap { $0.expression.as(ClosureExprSyntax.self) }
      .first
    guard let content else { return nil }
    let finder = ScopeFinder(source: source)
    finder.walk(content)
    return finder.path
  }
}

private final class ScopeFinder: SyntaxVisitor {
  let source: SourceText
  var path: [String]?

  init(source: SourceText) {
    self.source = source
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard path == nil else { return .skipChildren }
    if Callee(node.calledExpression).name == "scope",
      let state = node.arguments.argument(labeled: "state"),
      let reference = PathRef(state, source: source)
    {
      path = reference.components
      return .skipChildren
    }
    return .visitChildren
  }
}
