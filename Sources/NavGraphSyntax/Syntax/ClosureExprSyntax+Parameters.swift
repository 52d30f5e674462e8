import SwiftSyntax

extension ClosureExprSyntax {
  /// The names its parameters are used by, in order (`state, action` in `{ state, action in
  /// ... }`, `send` in `{ (send: Send<Action>) in ... }`); empty without a signature.
  var parameterNames: [String] {
    guard let parameters = signature?.parameterClause else { return [] }
    switch parameters {
    case .simpleInput(let names): return names.map(\.name.identifierText)
    case .parameterClause(let clause):
      return clause.parameters.map { ($0.secondName ?? $0.firstName).identifierText }
    }
  }

  /// The call it is handed to, as a trailing closure or as an argument (`Reduce { ... }`,
  /// `.run(operation: { ... })`).
  var receivingCall: FunctionCallExprSyntax? {
    parent?.as(FunctionCallExprSyntax.self)
      ?? parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
  }
}
