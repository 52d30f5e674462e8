import SwiftSyntax

/// An alert or dialog built with its type implied (`state.alert = .init(title: { ... },
/// actions: { ... })`): read as a prompt when it is written like one — a `title:` or
/// `actions:`/`buttons:` argument, or an `actions:` trailing closure — and assigned to a state
/// field, whose declared type says in resolution whether it is one and which.
enum ImpliedPrompt {
  private static let labels: Set<String> = ["title", "actions", "buttons"]

  /// The state field and the `.init(...)` call of `field = .init(...)`, when the call is
  /// written like a prompt's.
  static func assignment(_ sequence: SequenceExprSyntax, roots: StateRoots)
    -> (field: String, call: FunctionCallExprSyntax)?
  {
    let elements = sequence.elements
    guard elements.count == 3,
      let call = elements.last?.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
      member.declName.baseName.text == "init",
      elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
      mayBuildOne(call), let first = elements.first,
      let field = StatePath.ofState(first, roots: roots)
    else { return nil }
    return (field, call)
  }

  private static func mayBuildOne(_ call: FunctionCallExprSyntax) -> Bool {
    call.arguments.contains { $0.label.map { labels.contains($0.text) } == true }
      || call.additionalTrailingClosures.contains { $0.label.text == "actions" }
  }
}
