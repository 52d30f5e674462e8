import SwiftSyntax

/// Recognises a view scoping a store to a state field (`store.scope(state: \.child, action:
/// \.child)`, `$store.scope(\.destination?.edit, action: ...)`, 2.0's `store.scope(\.child)`
/// and `store.spawn(\.rows)`) wherever it stands, and says whether a presentation hands it
/// on: what tells a presented field from one drawn in place (`IfLetStore(store.scope(...))`,
/// `if let child = store.scope(...)`).
enum ViewScopeRecognizer: FactRecognizer {
  static let callees = CalleeNames(members: ["scope", "spawn"])
  static var produces: WritableKeyPath<CallSiteFacts, [ViewScopeRecord]> { \.viewScopes }

  static func recognize(
    _ call: FunctionCallExprSyntax, callee: Callee, context: CallContext
  ) -> ViewScopeRecord? {
    guard callee.name == "scope" || callee.name == "spawn", callee.isMember, callee.base != nil,
      let scoped = ViewStyleRecognizer.scopedState(ExprSyntax(call), context: context),
      let storeName = scoped.storeName, !scoped.state.isEmpty
    else { return nil }
    let place = place(of: call)
    return ViewScopeRecord(
      scope: context.scope, state: scoped.state, isPresented: place == .presentation,
      handedTo: place.helper,
      position: context.position(of: callee.nameToken.map(Syntax.init) ?? Syntax(call)),
      storeType: context.storeParameter(named: storeName)?.type)
  }

  /// Where a scoped store goes.
  private enum Place: Equatable {
    case presentation
    /// An argument of some other call, which may be a helper that presents it.
    case argument(PresentingHelper)
    case elsewhere

    var helper: PresentingHelper? {
      if case .argument(let helper) = self { return helper }
      return nil
    }
  }

  /// Whether the scoped store is handed to a presentation: an argument of a presentation
  /// modifier, of `NavigationStack(path:)` or `NavigationLinkStore` (through `Binding(...)` and
  /// the cases picked from it, `.scope(...).addItem`), or the store of an `IfLetStore` that is
  /// the content of one (`.sheet(isPresented:) { IfLetStore(store.scope(...)) { ... } }`,
  /// before the navigation tools); else the call it is an argument of.
  private static func place(of call: FunctionCallExprSyntax) -> Place {
    var node = Syntax(call)
    var label: String?
    while let parent = node.parent {
      if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
        node = parent
      } else if let argument = parent.as(LabeledExprSyntax.self) {
        label = argument.label?.identifierText
        node = parent
      } else if parent.is(LabeledExprListSyntax.self) {
        node = parent
      } else if let outer = parent.as(FunctionCallExprSyntax.self),
        node.is(LabeledExprListSyntax.self)
      {
        let name = Callee(outer.calledExpression).name ?? ""
        if isPresentation(name) { return .presentation }
        if name == "Binding" {
          node = parent
          continue
        }
        if name == "IfLetStore" {
          return isPresentationContent(outer) ? .presentation : .elsewhere
        }
        return .argument(PresentingHelper(name: name, label: label))
      } else {
        return .elsewhere
      }
    }
    return .elsewhere
  }

  /// The statement `call` is, in a closure that is the content of a presentation modifier.
  private static func isPresentationContent(_ call: FunctionCallExprSyntax) -> Bool {
    guard let item = call.parent?.as(CodeBlockItemSyntax.self),
      let closure = item.parent?.parent?.as(ClosureExprSyntax.self)
    else { return false }
    let outer =
      closure.parent?.as(FunctionCallExprSyntax.self)
      ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
    return outer.map { isPresentation(Callee($0.calledExpression).name ?? "") } ?? false
  }

  private static func isPresentation(_ name: String) -> Bool {
    ViewStyleRecognizer.modifiers[name] != nil || name == "NavigationStack"
      || name == "NavigationStackStore" || name == "NavigationLinkStore"
  }
}
