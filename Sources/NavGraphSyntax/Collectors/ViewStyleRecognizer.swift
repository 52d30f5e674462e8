import NavGraphCore
import SwiftSyntax

/// Recognises SwiftUI presentation applied to a scoped store: `.sheet(item:
/// $store.scope(state: \.destination?.addItem, ...))`, TCA 1.25's enum scopes
/// (`.sheet(item: $store.scope(\.$destination, action: \.destination).addItem)`, `.alert(...)`,
/// `isPresented: Binding($store.scope(...).help)`), the older `.sheet(store:
/// store.scope(state: \.$destination, ...), state: /Destination.State.addItem, ...)`,
/// `NavigationStack(path: $store.scope(state: \.path, ...))` and `NavigationStackStore(...)` —
/// as a member call or on the implicit `self` of a view helper.
enum ViewStyleRecognizer: CallRecognizer {
  static let callees = CalleeNames(
    members: Array(modifiers.keys),
    // Also on a view helper's implicit `self` (`sheet(store: ...)`), and the stacks.
    unqualified: Array(modifiers.keys) + ["NavigationStack", "NavigationStackStore"])

  static let site: NavigationSiteKind? = .viewPresentation

  static func record(
    _ call: FunctionCallExprSyntax, callee: Callee, context: CallContext,
    into facts: inout CallSiteFacts
  ) -> Bool {
    guard let found = recognize(call, callee: callee, context: context),
      !found.isWholeItem || context.storeParameters.contains(where: { $0.name == found.storeName })
    else { return false }
    var style = found.record
    if let name = found.storeName {
      let parameter = context.storeParameter(named: name)
      style.storeType = parameter?.type
      if parameter == nil, !context.viewStores.contains(name),
        call.arguments.argument(labeled: "store")?.is(DeclReferenceExprSyntax.self) == true
      {
        style.storeType = enumReducerStore(namedBy: call, context: context)
      }
      // A store handed whole to the presentation: whoever hands this function or type
      // that store presents it (`func moduleListsSheet(_ store: ...) { sheet(store: store)
      // }`, a `ViewModifier` with a `store` property).
      if style.state.isEmpty {
        if let helper = parameter?.helper {
          facts.presentingHelpers.append(helper)
        } else {
          // A type is handed its store by its initializer, labelled as the property
          // (`init(store:)`) or not at all (`NavStack(store.scope(...))`).
          let type = context.scope.last ?? ""
          facts.presentingHelpers += [
            PresentingHelper(name: type, label: name), PresentingHelper(name: type, label: nil),
          ]
        }
      }
    }
    facts.viewStyles.append(style)
    return true
  }

  static let modifiers: [String: String] = [
    "sheet": "sheet", "fullScreenCover": "fullScreenCover", "popover": "popover",
    "navigationDestination": "navigationDestination", "alert": "alert",
    "confirmationDialog": "confirmationDialog",
  ]

  /// What the recognizer found, with the store variable the scope is taken of
  /// (`destinationStore` in `destinationStore.scope(...)`), for the collector to type.
  struct Found {
    var record: ViewStyleRecord
    var storeName: String?
    /// The store is an `item:` binding handed over whole (`sheet(item: store)` in a helper
    /// given `Binding<Store<S, A>?>`): a store only where the name is a store parameter.
    var isWholeItem = false
  }

  static func recognize(
    _ call: FunctionCallExprSyntax, callee: Callee, context: CallContext
  ) -> Found? {
    guard let name = callee.name else { return nil }
    let style: String
    let storeArguments: [ExprSyntax]
    if let modifier = modifiers[name], callee.isMember || callee.base == nil {
      style = modifier
      storeArguments = ["item", "store", "isPresented", nil].compactMap {
        call.arguments.argument(labeled: $0)
      }
    } else if !callee.isMember, name == "NavigationStack" || name == "NavigationStackStore" {
      style = "navigationStack"
      storeArguments = ["path", nil].compactMap { call.arguments.argument(labeled: $0) }
    } else {
      return nil
    }
    // Before the navigation tools, `.sheet(isPresented:) { IfLetStore(store.scope(...)) }`.
    // A store handed over whole (`sheet(store: destinationStore, state: /Destination.State.x,
    // ...)`) is scoped by the `state:` case path alone.
    // Set when only the `item:` argument, handed whole, names the store: a store only where
    // the enclosing function takes one by that name (`record` checks).
    var isWholeItem = false
    guard
      var scoped = storeArguments.lazy.compactMap({ scopedState($0, context: context) })
        .first ?? ifLetStoreState(in: call, context: context)
        ?? call.arguments.argument(labeled: "store").flatMap(storeName).map({ ([], $0) })
        ?? (style == "navigationStack"
          ? storeArguments.first.flatMap { wholeStore($0, context: context) } : nil)
        ?? wholeItem(of: call).map({ isWholeItem = true; return $0 })
    else {
      return nil
    }
    // The older API names the case in a separate `state:` case path.
    if let casePath = call.arguments.argument(labeled: "state"),
      let ref = PathRef(casePath, source: context.source), let caseName = ref.components.last
    {
      scoped.state.append(caseName)
    }
    return Found(
      record: ViewStyleRecord(
        scope: context.scope, style: style, state: scoped.state,
        position: context.position(of: callee.nameToken.map(Syntax.init) ?? Syntax(call)),
        chainRoot: ModifierChain.root(of: callee.base).map(context.position(of:))),
      storeName: scoped.storeName, isWholeItem: isWholeItem)
  }

  /// `NavigationStackStore(store)`, `IfLetStore(store)`: a store handed over whole, named by
  /// a store parameter of the enclosing function or the view's own store. Only a view that
  /// wraps a stack or an optional (its store's state is one) can hand its store whole to
  /// these, so the view presents whatever store it is handed.
  private static func wholeStore(_ expression: ExprSyntax, context: CallContext)
    -> (state: [String], storeName: String?)?
  {
    guard let name = storeName(expression),
      context.storeParameter(named: name) != nil || context.viewStores.contains(name)
    else { return nil }
    return ([], name)
  }

  /// `sheet(store: destinationStore, state: /Feature.Destination.State.edit, ...)`, a store
  /// handed whole that is neither a parameter nor the view's store: a case path written from
  /// its type names the enum reducer whose store it is (a local the view helper derives,
  /// whose type is not written).
  private static func enumReducerStore(
    namedBy call: FunctionCallExprSyntax, context: CallContext
  ) -> String? {
    guard let casePath = call.arguments.argument(labeled: "state")?
      .as(PrefixOperatorExprSyntax.self), casePath.operator.sourceText == "/",
      let ref = context.source.typeRef(of: casePath.expression),
      let state = ref.components.lastIndex(of: "State"), state > 0
    else { return nil }
    return "PresentationStoreOf<" + ref.components[..<state].joined(separator: ".") + ">"
  }

  /// `sheet(item: store)`: a variable handed whole as the item (a store only if the enclosing
  /// function takes a store by that name, which the collector checks).
  private static func wholeItem(of call: FunctionCallExprSyntax)
    -> (state: [String], storeName: String?)?
  {
    guard let item = call.arguments.argument(labeled: "item"),
      !item.is(MemberAccessExprSyntax.self), let name = storeName(item)
    else { return nil }
    return ([], name)
  }

  /// The scoped state of an `IfLetStore` that is the content of the modifier.
  private static func ifLetStoreState(in call: FunctionCallExprSyntax, context: CallContext)
    -> (state: [String], storeName: String?)?
  {
    guard let closure = call.trailingClosure ?? call.arguments.last?.expression.as(
      ClosureExprSyntax.self)
    else { return nil }
    for statement in closure.statements.nodes {
      guard case .expr(let expression) = statement.item,
        let inner = expression.as(FunctionCallExprSyntax.self),
        Callee(inner.calledExpression).name == "IfLetStore",
        let first = inner.arguments.nodes.first?.expression
      else { continue }
      return scopedState(first, context: context) ?? wholeStore(first, context: context)
    }
    return nil
  }

  /// The state path of `store.scope(state: ..., action: ...)`, also behind `$` or `self.`,
  /// followed by the enum cases picked from the scoped store (`.scope(...).addItem`), and the
  /// name of the store it is taken of.
  static func scopedState(_ expression: ExprSyntax, context: CallContext)
    -> (state: [String], storeName: String?)?
  {
    var expression = expression
    // `Binding($store.scope(...).help)` for `isPresented:`.
    if let binding = expression.as(FunctionCallExprSyntax.self),
      Callee(binding.calledExpression).name == "Binding", binding.arguments.count == 1,
      let inner = binding.arguments.first?.expression
    {
      expression = inner
    }
    var cases: [String] = []
    while let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      base.is(FunctionCallExprSyntax.self) || base.is(MemberAccessExprSyntax.self)
    {
      cases.insert(member.declName.baseName.identifierText, at: 0)
      expression = base
    }
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
    let callee = Callee(call.calledExpression)
    // `store.scope { $0.alert }`: the state closure as a trailing closure.
    guard callee.name == "scope" || callee.name == "spawn",
      let state = call.arguments.argument(labeled: "state")
        ?? call.arguments.nodes.first?.expression ?? call.trailingClosure.map(ExprSyntax.init),
      let ref = PathRef(state, source: context.source)
    else { return nil }
    // `store.destination.scope(state: \.deleteAlert, ...)`: a store property of the view's
    // store (a helper scoping it to a field) is scoped further, so the path starts at it.
    if let base = callee.base, let (store, field) = storeProperty(base, context.viewStores) {
      return ([field] + ref.components + cases, store)
    }
    let store = callee.base.flatMap(storeName)
    // `destinationStore.scope(state: \.edit, ...)`, the local scoped from `store` first.
    if let store, let derived = context.derivedStore(named: store) {
      return (derived.path + ref.components + cases, derived.base)
    }
    return (ref.components + cases, store)
  }

  /// `store.destination` (also behind `$` or `self.`): the view's store and the property read
  /// from it, when the base of a scope is one.
  private static func storeProperty(_ base: ExprSyntax, _ viewStores: ViewStoreNames)
    -> (store: String, field: String)?
  {
    guard let member = base.as(MemberAccessExprSyntax.self), let inner = member.base,
      let store = storeName(inner), viewStores.contains(store),
      member.declName.argumentNames == nil
    else { return nil }
    let field = member.declName.baseName.identifierText
    guard NameCase.mayNameValue(field) else { return nil }
    return (store, field)
  }

  /// `destinationStore`, `store`, `$store`, `self.store`: the variable a scope is taken of.
  static func storeName(_ base: ExprSyntax) -> String? {
    if let member = base.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    {
      return member.declName.baseName.identifierText
    }
    if let reference = base.as(DeclReferenceExprSyntax.self) {
      var name = reference.baseName.identifierText
      if name.hasPrefix("$") { name.removeFirst() }
      return name
    }
    return nil
  }
}
