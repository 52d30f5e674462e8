import SwiftSyntax

/// Breaks lines inside calls (before each argument and the closing parenthesis) and chains
/// (before each `.member` called on a call's result): what a formatter does to long lines.
struct LineBreakTransformation: Transformation {
  func apply(to app: ParsedApp) -> TransformedApp {
    TransformedApp(
      sources: app.rewritingFiles { path, tree in
        app.broken.contains(path) ? nil : LineBreaker().rewrite(tree).description
      })
  }
}

private final class LineBreaker: SyntaxRewriter {
  init() { super.init(viewMode: .sourceAccurate) }

  private static let newLine: Trivia = [.newlines(1), .spaces(4)]

  override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
    let visited = super.visit(node)
    guard let call = visited.as(FunctionCallExprSyntax.self), let rightParen = call.rightParen,
      !call.arguments.isEmpty
    else { return visited }
    let arguments = LabeledExprListSyntax(
      call.arguments.map { $0.with(\.leadingTrivia, Self.newLine + $0.leadingTrivia) })
    return ExprSyntax(
      call.with(\.arguments, arguments)
        .with(\.rightParen, rightParen.with(\.leadingTrivia, Self.newLine)))
  }

  override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
    let visited = super.visit(node)
    guard node.base?.is(FunctionCallExprSyntax.self) == true,
      let member = visited.as(MemberAccessExprSyntax.self)
    else { return visited }
    return ExprSyntax(
      member.with(\.period, member.period.with(\.leadingTrivia, Self.newLine)))
  }

  // A single-line string cannot hold a line break, not even inside an interpolation; an
  // attribute's arguments are not calls.
  override func visit(_ node: StringLiteralExprSyntax) -> ExprSyntax { ExprSyntax(node) }
  override func visit(_ node: AttributeSyntax) -> AttributeSyntax { node }
}
