import SwiftSyntax

/// Writes TCA's and SwiftUI's types with their module, as code does where another module
/// declares the same name: `StackState<Path.State>` becomes
/// `ComposableArchitecture.StackState<Path.State>`, `@Presents` becomes
/// `@ComposableArchitecture.Presents`, `NavigationStack(path:)` becomes
/// `SwiftUI.NavigationStack(path:)`. Only in files that import the module, and only names the
/// app does not declare itself.
struct ModuleQualificationTransformation: Transformation {
  func apply(to app: ParsedApp) -> TransformedApp {
    TransformedApp(
      sources: app.rewritingFiles { path, tree in
        guard !app.broken.contains(path) else { return nil }
        var modules: [String: String] = [:]
        for statement in tree.statements {
          guard let module = statement.item.as(ImportDeclSyntax.self)?.path.first?.name.text
          else { continue }
          if module.hasPrefix("ComposableArchitecture") {
            for name in Self.tcaNames where app.index.declared[name] == nil {
              modules[name] = module
            }
          }
          if module == "SwiftUI" {
            for name in Self.swiftUINames where app.index.declared[name] == nil {
              modules[name] = module
            }
          }
        }
        return modules.isEmpty ? nil : ModuleQualifier(modules: modules).rewrite(tree).description
      })
  }

  static let tcaNames: Set<String> = [
    "Reducer", "ReducerOf", "Reduce", "Scope", "CombineReducers", "EmptyReducer",
    "BindingReducer", "Effect", "EffectOf", "EffectTask", "Store", "StoreOf", "TestStore",
    "StackState", "StackAction", "StackActionOf", "StackElementID", "PresentationState",
    "PresentationAction", "Presents", "AlertState", "ConfirmationDialogState", "ButtonState",
    "TextState", "IdentifiedArrayOf", "IdentifiedActionOf", "ViewStore", "WithViewStore",
    "IfLetStore", "ForEachStore", "SwitchStore", "CaseLet", "NavigationStackStore",
    "ObservableState",
  ]
  static let swiftUINames: Set<String> = ["NavigationStack", "NavigationLink", "View", "Binding"]
}

private final class ModuleQualifier: SyntaxRewriter {
  /// The module to write before each name.
  let modules: [String: String]

  init(modules: [String: String]) {
    self.modules = modules
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
    let visited = super.visit(node)
    guard let type = visited.as(IdentifierTypeSyntax.self), let name = type.name.identifier,
      name.prefix.isEmpty, let module = modules[name.name]
    else { return visited }
    return TypeSyntax(
      MemberTypeSyntax(
        leadingTrivia: type.leadingTrivia,
        baseType: IdentifierTypeSyntax(name: .identifier(module)),
        name: type.name.with(\.leadingTrivia, []),
        genericArgumentClause: type.genericArgumentClause))
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
    guard let name = node.baseName.identifier, name.prefix.isEmpty,
      let module = modules[name.name], node.argumentNames == nil, isTypeInExpression(node)
    else { return ExprSyntax(node) }
    return ExprSyntax(
      MemberAccessExprSyntax(
        leadingTrivia: node.leadingTrivia,
        base: DeclReferenceExprSyntax(baseName: .identifier(module)),
        declName: node.with(\.leadingTrivia, [])))
  }

  /// Called, specialised, or the base of a member: a type's name, not a member's after `.`.
  private func isTypeInExpression(_ node: DeclReferenceExprSyntax) -> Bool {
    guard let parent = node.parent else { return false }
    if let member = parent.as(MemberAccessExprSyntax.self) { return member.base?.id == node.id }
    if let call = parent.as(FunctionCallExprSyntax.self) {
      return call.calledExpression.id == node.id
    }
    return parent.is(GenericSpecializationExprSyntax.self)
  }
}
