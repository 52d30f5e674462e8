import SwiftSyntax

/// Writes a call's last closure argument as a trailing closure, dropping its label and the
/// parentheses when nothing else is left in them: `Store(initialState: State(), reducer: {
/// App() })` becomes `Store(initialState: State()) { App() }`. Calls in conditions keep theirs,
/// where a trailing closure would end the condition.
struct TrailingClosureTransformation: Transformation {
  func apply(to app: ParsedApp) -> TransformedApp {
    TransformedApp(
      sources: app.rewritingFiles { path, tree in
        app.broken.contains(path) ? nil : ArgumentToTrailing().rewrite(tree).description
      })
  }
}

private final class ArgumentToTrailing: SyntaxRewriter {
  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
    let visited = super.visit(node)
    guard let call = visited.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
      call.rightParen != nil, let last = call.arguments.last,
      let closure = last.expression.as(ClosureExprSyntax.self), !Self.isInCondition(node)
    else { return visited }
    var arguments = Array(call.arguments.dropLast())
    if !arguments.isEmpty { arguments[arguments.count - 1].trailingComma = nil }
    let keepsParentheses = !arguments.isEmpty
    let rightParen = call.rightParen!
    return ExprSyntax(
      call
        .with(\.leftParen, keepsParentheses ? call.leftParen : nil)
        .with(\.arguments, LabeledExprListSyntax(arguments))
        .with(\.rightParen, keepsParentheses ? rightParen.with(\.trailingTrivia, .space) : nil)
        .with(\.calledExpression, call.calledExpression.with(
          \.trailingTrivia, keepsParentheses ? [] : .space))
        .with(
          \.trailingClosure,
          closure.with(\.leadingTrivia, []).with(\.trailingTrivia, rightParen.trailingTrivia)))
  }

  /// Inside an `if`, `guard` or `while` condition, a `for` sequence or a `switch` subject,
  /// where `{` begins the statement's body.
  private static func isInCondition(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let parent = current {
      if parent.is(ConditionElementSyntax.self) { return true }
      if let loop = parent.as(ForStmtSyntax.self), loop.sequence.position <= node.position,
        node.position < loop.body.position
      {
        return true
      }
      if let choice = parent.as(SwitchExprSyntax.self), choice.subject.position <= node.position,
        node.position < choice.leftBrace.position
      {
        return true
      }
      if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self)
        || parent.is(ClosureExprSyntax.self)
      {
        return false
      }
      current = parent.parent
    }
    return false
  }
}
