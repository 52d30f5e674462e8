import SwiftSyntax

/// Writes trailing closures as labelled arguments, where the callee's declaration gives the
/// label (`ClosureLabels`): `Scope(state: \.child, action: \.child) { Child() }` becomes
/// `Scope(state: \.child, action: \.child, child: { Child() })`.
struct ClosureArgumentTransformation: Transformation {
  func apply(to app: ParsedApp) -> TransformedApp {
    TransformedApp(
      sources: app.rewritingFiles { path, tree in
        app.broken.contains(path)
          ? nil : TrailingToArgument(index: app.index).rewrite(tree).description
      })
  }
}

private final class TrailingToArgument: SyntaxRewriter {
  let index: AppIndex

  init(index: AppIndex) {
    self.index = index
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
    let visited = super.visit(node)
    guard let call = visited.as(FunctionCallExprSyntax.self), let trailing = call.trailingClosure,
      case .some(let label) = ClosureLabels.label(for: node, index: index)
    else { return visited }
    var arguments = Array(call.arguments)
    let closures =
      [(label, trailing)] + call.additionalTrailingClosures.map { ($0.label.text, $0.closure) }
    for (label, closure) in closures {
      if !arguments.isEmpty {
        arguments[arguments.count - 1].trailingComma = .commaToken(trailingTrivia: .space)
      }
      arguments.append(argument(label, closure))
    }
    let last = call.additionalTrailingClosures.last?.closure ?? trailing
    return ExprSyntax(
      call
        .with(\.calledExpression, call.calledExpression.with(\.trailingTrivia, []))
        .with(\.leftParen, .leftParenToken())
        .with(\.arguments, LabeledExprListSyntax(arguments))
        .with(\.rightParen, .rightParenToken(trailingTrivia: last.trailingTrivia))
        .with(\.trailingClosure, nil)
        .with(\.additionalTrailingClosures, []))
  }

  private func argument(_ label: String?, _ closure: ClosureExprSyntax) -> LabeledExprSyntax {
    LabeledExprSyntax(
      label: label.map { .identifier($0) },
      colon: label == nil ? nil : .colonToken(trailingTrivia: .space),
      expression: ExprSyntax(closure.with(\.leadingTrivia, []).with(\.trailingTrivia, [])))
  }
}
