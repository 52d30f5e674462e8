import SwiftSyntax

/// The view a chain of modifiers is applied to: `List { ... }` in `List { ... }.padding()
/// .sheet(...).alert(...)`. Presentations whose chains start at one view are attached to that
/// view, and SwiftUI shows one presentation from a view at a time.
enum ModifierChain {
  /// The view at the start of the chain `receiver` belongs to (the base of a modifier call),
  /// followed through other modifiers, properties and `#if` blocks of modifiers; `nil` for a
  /// modifier with no receiver (a helper's implicit `self`), whose view is not in sight.
  static func root(of receiver: ExprSyntax?) -> ExprSyntax? {
    guard var expression = receiver else { return nil }
    while true {
      if let call = expression.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let base = member.base
      {
        expression = base
      } else if let member = expression.as(MemberAccessExprSyntax.self),
        let base = member.base
      {
        expression = base
      } else if let conditional = expression.as(PostfixIfConfigExprSyntax.self),
        let base = conditional.base
      {
        expression = base
      } else {
        return expression
      }
    }
  }
}
