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
      scope: context.scope, state: scoped.state, isPresented: place.isPresentation,
      isStackElement: place == .presentation(stackElement: true),
      handedTo: place.helper,
      position: context.position(of: callee.nameToken.map(Syntax.init) ?? Syntax(call)),
      action: place == .elsewhere ? nil : actionCase(of: call, context: context),
      storeType: context.storeParameter(named: storeName)?.type)
  }

  /// The action case a scope's `action:` key path (or case path) names first.
  private static func actionCase(of call: FunctionCallExprSyntax, context: CallContext)
    -> String?
  {
    guard let action = call.arguments.argument(labeled: "action"),
      let ref = PathRef(action, source: context.source)
    else { return nil }
    return ref.components.first
  }

  /// Where a scoped store goes.
  private enum Place: Equatable {
    /// `stackElement`: the content of `navigationDestination(for:)`.
    case presentation(stackElement: Bool)
    /// An argument of some other call, which may be a helper that presents it.
    case argument(PresentingHelper)
    case elsewhere

    var isPresentation: Bool {
      if case .presentation = self { return true }
      return false
    }

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
        if isPresentation(name) { return .presentation(stackElement: false) }
        if name == "Binding" {
          node = parent
          continue
        }
        if name == "IfLetStore" { return contentPlace(of: outer) }
        return .argument(PresentingHelper(name: name, label: label))
      } else {
        return .elsewhere
      }
    }
    return .elsewhere
  }

  /// Where an `IfLetStore` goes: a presentation when it is a statement of a closure that is
  /// the content of a presentation modifier, also as a branch of the closure's `switch` or
  /// `if` (`navigationDestination(for: Scene.self) { scene in switch scene { case .profile:
  /// IfLetStore(...) } }`: each branch is a screen, an element of the stack's path).
  private static func contentPlace(of call: FunctionCallExprSyntax) -> Place {
    guard let closure = enclosingClosure(ofStatement: Syntax(call)) else { return .elsewhere }
    let outer =
      closure.parent?.as(FunctionCallExprSyntax.self)
      ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
    guard let outer, isPresentation(Callee(outer.calledExpression).name ?? "") else {
      return .elsewhere
    }
    return .presentation(stackElement: outer.arguments.argument(labeled: "for") != nil)
  }

  /// The closure whose statement `node` is, through the branches of `switch` and `if` only.
  private static func enclosingClosure(ofStatement node: Syntax) -> ClosureExprSyntax? {
    var node = node
    while let parent = node.parent {
      if let closure = parent.as(ClosureExprSyntax.self) { return closure }
      let isBranch =
        parent.is(CodeBlockItemSyntax.self) || parent.is(CodeBlockItemListSyntax.self)
        || parent.is(ExpressionStmtSyntax.self) || parent.is(SwitchCaseSyntax.self)
        || parent.is(SwitchCaseListSyntax.self) || parent.is(SwitchExprSyntax.self)
        || parent.is(CodeBlockSyntax.self) || parent.is(IfExprSyntax.self)
      guard isBranch else { return nil }
      node = parent
    }
    return nil
  }

  private static func isPresentation(_ name: String) -> Bool {
    ViewStyleRecognizer.modifiers[name] != nil || name == "NavigationStack"
      || name == "NavigationStackStore" || name == "NavigationLinkStore"
  }
}
