import SwiftSyntax

/// The called expression of a call, reduced to its name and base.
struct Callee {
  /// `ifLet` in `Reduce {}.ifLet(...)`, `Scope` in `Scope(...)`.
  var name: String?
  /// The base of a member call (`state.path` in `state.path.append`), `nil` for `.x(...)`.
  var base: ExprSyntax?
  var isMember: Bool
  /// The token naming the callee, for locations.
  var nameToken: TokenSyntax?

  init(_ expression: ExprSyntax) {
    let expression = Self.called(expression)
    if let member = expression.as(MemberAccessExprSyntax.self) {
      name = member.declName.baseName.identifierText
      base = member.base
      isMember = true
      nameToken = member.declName.baseName
    } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.identifierText
      isMember = false
      nameToken = reference.baseName
    } else {
      isMember = false
    }
  }

  /// What a callee names, without what does not change it: generic arguments
  /// (`StackState<Path.State>()`), an initializer named explicitly (`Scope.init(...)` calls
  /// `Scope` as `Scope(...)` does, `Self.init(...)` as `Self(...)`; `.init(...)` and
  /// `self.init(...)` stay `init`), a library's module (`SwiftUI.NavigationStack(path:)`).
  private static func called(_ expression: ExprSyntax) -> ExprSyntax {
    var expression = expression
    while true {
      if let generic = expression.as(GenericSpecializationExprSyntax.self) {
        expression = generic.expression
        continue
      }
      if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
        if member.declName.baseName.tokenKind == .keyword(.`init`), !isInstance(base) {
          expression = base
          continue
        }
        if LibraryModules.isModule(base) { return ExprSyntax(member.declName) }
      }
      return expression
    }
  }

  /// `self` or `super`: `self.init(...)` delegates to another initializer of the enclosing
  /// type, and names no type. `Self.init(...)` builds one, as `Self(...)` does.
  private static func isInstance(_ expression: ExprSyntax) -> Bool {
    guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
    switch reference.baseName.tokenKind {
    case .keyword(.self), .keyword(.super): return true
    default: return false
    }
  }
}
