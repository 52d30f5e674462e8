import SwiftSyntax

/// Recognises a call of a method of the enclosing type handed the state to change: a plain or
/// `self.`/`Self.` callee with an `inout` argument (`presentDetail(&state)`). Only such calls
/// are kept: a method that builds a destination must be handed the state to set it, and
/// every other call of the app (most of them) costs nothing to pass over.
enum StateHelperCallRecognizer {
  static func calledHelper(_ call: FunctionCallExprSyntax) -> String? {
    guard call.arguments.contains(where: { $0.expression.is(InOutExprSyntax.self) }) else {
      return nil
    }
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.identifierText
    }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self),
      ["self", "Self"].contains(base.baseName.text)
    else { return nil }
    return member.declName.baseName.identifierText
  }
}
