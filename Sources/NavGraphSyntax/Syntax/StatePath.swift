import SwiftSyntax

/// The state field an expression writes, as the member path below the value that holds the
/// state: `state.destination` and `self.destination` give `destination`,
/// `state.paths.about[id: 0]` gives `paths.about`, `$0.path` gives `path`.
enum StatePath {
  /// Names that stand for the state value itself, not for one of its fields.
  private static let roots: Set<String> = ["state", "self", "$0", "$1"]

  static func of(_ expression: ExprSyntax) -> String? {
    of(expression, rootRequired: false)
  }

  /// Whether `expression` is the state or a path below it (`state`, `self.paths`).
  static func isState(_ expression: ExprSyntax) -> Bool {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return roots.contains(reference.baseName.identifierText)
    }
    return ofState(expression) != nil
  }

  /// `of(_:)` only when the path starts at the state (`state.routes`, `self.routes`), not at
  /// some other value (`store.push(...)` in a test helper names no field).
  static func ofState(_ expression: ExprSyntax) -> String? {
    of(expression, rootRequired: true)
  }

  private static func of(_ expression: ExprSyntax, rootRequired: Bool) -> String? {
    var names: [String] = []
    var current: ExprSyntax? = expression
    while let expression = current {
      if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
        current = subscriptCall.calledExpression
      } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
        current = optional.expression
      } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
        current = forced.expression
      } else if let member = expression.as(MemberAccessExprSyntax.self) {
        names.append(member.declName.baseName.identifierText)
        current = member.base
      } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.identifierText
        if !roots.contains(name) {
          if rootRequired { return nil }
          names.append(name)
        }
        current = nil
      } else {
        return nil
      }
    }
    guard !names.isEmpty else { return nil }
    return names.reversed().joined(separator: ".")
  }
}
