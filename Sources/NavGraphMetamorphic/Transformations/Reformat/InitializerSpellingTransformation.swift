import SwiftSyntax

/// Spells initializers another way Swift allows.
/// - `explicit`: `Type(...)` becomes `Type.init(...)` for every type called (the app's, or a
///   library's capitalised name that the app does not declare as a case or function).
/// - `implied`: where the type is written right beside the value (`var x: T = T(...)`,
///   `return T(...)` in a function returning `T`), `T(...)` becomes `.init(...)` and
///   `.init(...)` becomes `T(...)`.
struct InitializerSpellingTransformation: Transformation {
  enum Spelling { case explicit, implied }

  let spelling: Spelling

  func apply(to app: ParsedApp) -> TransformedApp {
    TransformedApp(
      sources: app.rewritingFiles { path, tree in
        guard !app.broken.contains(path) else { return nil }
        switch spelling {
        case .explicit: return ExplicitInitializer(index: app.index).rewrite(tree).description
        case .implied: return ImpliedInitializer().rewrite(tree).description
        }
      })
  }
}

private final class ExplicitInitializer: SyntaxRewriter {
  let index: AppIndex

  init(index: AppIndex) {
    self.index = index
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
    let visited = super.visit(node)
    guard let call = visited.as(FunctionCallExprSyntax.self), isType(node.calledExpression)
    else { return visited }
    let callee = call.calledExpression
    return ExprSyntax(
      call.with(
        \.calledExpression,
        ExprSyntax(
          MemberAccessExprSyntax(
            leadingTrivia: callee.leadingTrivia, base: callee.with(\.leadingTrivia, [])
              .with(\.trailingTrivia, []),
            declName: DeclReferenceExprSyntax(baseName: .keyword(.`init`)),
            trailingTrivia: callee.trailingTrivia))))
  }

  /// A type's name: the last name of the callee is a type the app declares, or a
  /// capitalised name it does not declare otherwise (`Scope`, `StackState<...>`).
  private func isType(_ callee: ExprSyntax) -> Bool {
    var callee = callee
    if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
    let token: TokenSyntax
    if let member = callee.as(MemberAccessExprSyntax.self), member.base != nil {
      token = member.declName.baseName
    } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
      token = reference.baseName
    } else {
      return false
    }
    if token.tokenKind == .keyword(.Self) { return true }
    guard let name = token.identifier?.name, token.identifier?.prefix.isEmpty == true else {
      return false
    }
    switch index.declared[name] {
    case .type: return true
    case nil: return name.first?.isUppercase == true
    default: return false
    }
  }
}

private final class ImpliedInitializer: SyntaxRewriter {
  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: PatternBindingSyntax) -> PatternBindingSyntax {
    let visited = super.visit(node)
    guard let type = visited.typeAnnotation?.type, let initializer = visited.initializer,
      let value = Self.respelled(initializer.value, as: type)
    else { return visited }
    return visited.with(\.initializer, initializer.with(\.value, value))
  }

  override func visit(_ node: ReturnStmtSyntax) -> StmtSyntax {
    let visited = super.visit(node)
    guard let statement = visited.as(ReturnStmtSyntax.self), let value = statement.expression,
      let type = Self.returnType(of: node), let respelled = Self.respelled(value, as: type)
    else { return visited }
    return StmtSyntax(statement.with(\.expression, respelled))
  }

  /// `T(...)` as `.init(...)`, or `.init(...)` as `T(...)`, when `type` is `T` written as a
  /// plain name (not an optional, array or existential, where `.init` means something else).
  private static func respelled(_ value: ExprSyntax, as type: TypeSyntax) -> ExprSyntax? {
    guard type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self),
      let call = value.as(FunctionCallExprSyntax.self)
    else { return nil }
    let written = type.trimmedDescription
    if call.calledExpression.trimmedDescription == written {
      let implied = MemberAccessExprSyntax(
        leadingTrivia: call.calledExpression.leadingTrivia,
        declName: DeclReferenceExprSyntax(baseName: .keyword(.`init`)))
      return ExprSyntax(call.with(\.calledExpression, ExprSyntax(implied)))
    }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
      member.declName.baseName.tokenKind == .keyword(.`init`)
    {
      let named = TypeExprSyntax(type: type.trimmed)
        .with(\.leadingTrivia, member.leadingTrivia)
      return ExprSyntax(call.with(\.calledExpression, ExprSyntax(named)))
    }
    return nil
  }

  /// The return type of the function or getter a `return` is in, when it is one.
  private static func returnType(of node: ReturnStmtSyntax) -> TypeSyntax? {
    var current = node.parent
    while let candidate = current {
      if candidate.is(ClosureExprSyntax.self) { return nil }
      if let function = candidate.as(FunctionDeclSyntax.self) {
        return function.signature.returnClause?.type
      }
      if let binding = candidate.as(PatternBindingSyntax.self) {
        return binding.typeAnnotation?.type
      }
      current = candidate.parent
    }
    return nil
  }
}
