import NavGraphCore
import SwiftSyntax

/// Recognises the reducer operators that integrate a child: `.ifLet`, `.forEach`,
/// `.ifCaseLet`, `Scope(state:action:)`, and the newer unlabeled `Scope(_:action:)` and
/// `.scope(_:action:)`; in TCA 2.0 also `Spawn`, and the single key path of the current beta
/// (`TCA2Spelling`). A store's `.scope(state:action:)` in a view is not one.
enum IntegrationRecognizer: CallRecognizer {
  /// The operators' names that are TCA's wherever they are called: an unread one is still an
  /// integration (`UnreadCallRecognizer`). `forEach` is also Swift's loop over a sequence, and
  /// `scope` and `spawn` also a store's in a view.
  static let operatorNames = [
    "ifLet", "ifCaseLet", "forEachRoute", "forEachIdentifiedRoute", "forEachIndexedRoute",
    "Scope", "Spawn",
  ]

  static let callees = CalleeNames(
    members: operatorNames + ["forEach", "scope", "spawn"],
    // The operators on a reducer helper's implicit `self` (`ifLet(...)` in `extension
    // Reducer`), and the types.
    unqualified: ["Scope", "Spawn", "ifLet", "forEach", "ifCaseLet", "forEachRoute"])

  static let site: NavigationSiteKind? = .integration

  static func record(
    _ call: FunctionCallExprSyntax, callee: Callee, context: CallContext,
    into facts: inout CallSiteFacts
  ) -> Bool {
    guard var integration = recognize(call, callee: callee, context: context) else {
      return false
    }
    // Nested only in an open integration's arguments or closures, not in the chain it is
    // called on (`Reduce {}.ifLet(...).forEach(...)` visits `forEach` first).
    let offset = call.position.utf8Offset
    integration.nestedIn = facts.openIntegrations.last { $0.arguments <= offset }?.state
    facts.openIntegrations.append(
      (call.id, call.calledExpression.endPosition.utf8Offset,
       integration.state?.components ?? []))
    integration.domainOwner = context.extensionDomain
    facts.integrations.append(integration)
    return true
  }

  static func recognize(
    _ call: FunctionCallExprSyntax, callee: Callee, context: CallContext
  ) -> IntegrationRecord? {
    guard let name = callee.name else { return nil }
    if let routes = routerIntegration(call, callee: callee, context: context) { return routes }
    let op: IntegrationOperator
    // The operators are members, also of the implicit `self` of a reducer's own helper
    // (`ifLet(...)` in `extension Reducer`), which is no member call.
    // `ComposableArchitecture2.Scope(...)`: a type spelled with its module is still no member.
    let isTypeCall = !callee.isMember || TCA2Spelling.isModuleQualified(callee.base)
    switch (name, callee.isMember) {
    case ("ifLet", _): op = .ifLet
    case ("forEach", _): op = .forEach
    case ("ifCaseLet", _): op = .ifCaseLet
    case ("forEachRoute", _): op = .forEachRoute
    case ("Scope", _) where isTypeCall: op = .scope
    // TCA 2.0's `Spawn`: a child with its own store, composition as a `Scope` is.
    case ("Spawn", _) where isTypeCall: op = .scope
    case ("spawn", true): op = .scope
    case ("scope", true) where call.arguments.nodes.first?.label == nil: op = .scope
    default: return nil
    }
    let arguments = call.arguments
    let stateExpression = arguments.nodes.first.flatMap { first in
      first.label == nil || first.label?.sourceText == "state" ? first.expression : nil
    }
    // TCACoordinators before its key-path spelling: `.forEachRoute { Screen() }` (or with
    // labelled options only) integrates the `routes` its `IndexedRouterState` or
    // `IdentifiedRouterState` requires.
    if op == .forEachRoute, stateExpression == nil {
      return IntegrationRecord(
        scope: context.scope, op: .forEachRoute,
        state: PathRef(components: ["routes"], isLegacy: true), action: nil, stateName: nil,
        actionName: nil, dismissStyle: nil, child: childReducer(of: call, source: context.source),
        position: context.position(of: callee.nameToken.map(Syntax.init) ?? Syntax(call)))
    }
    // `forEach` on a collection of views or values has no `action:`; a key path is required,
    // written out or passed by name.
    guard let stateExpression else { return nil }
    let actionExpression = arguments.argument(labeled: "action")
    // Without `action:`, only TCA 2.0's spellings: a spawned child, whose actions do not route
    // through the parent, or the current beta's single key path.
    guard
      actionExpression != nil
        || TCA2Spelling.isSingleKeyPathIntegration(call, name: name, state: stateExpression)
    else { return nil }
    let stateName = storedName(stateExpression)
    let state = stateName == nil ? PathRef(stateExpression, source: context.source) : nil
    guard state != nil || stateName != nil else { return nil }
    let actionName = actionExpression.flatMap(storedName)
    return IntegrationRecord(
      scope: context.scope, op: op, state: state,
      action: actionName == nil
        ? actionExpression.flatMap { PathRef($0, source: context.source) } : nil,
      stateName: stateName, actionName: actionName,
      dismissStyle: arguments.argument(labeled: "dismissStyle")?.as(MemberAccessExprSyntax.self)
        .map { DismissStyle(rawValue: $0.declName.baseName.text) },
      child: childReducer(of: call, source: context.source),
      position: context.position(of: callee.nameToken.map(Syntax.init) ?? Syntax(call)),
      isStoreSpelling: callee.isMember && (name == "scope" || name == "spawn"))
  }

  /// TCACoordinators before its `forEachRoute(\.routes, action: ...)`: a screen reducer
  /// integrated over the implicit `routes` of an `IdentifiedRouterState` (or
  /// `IndexedRouterState`), `AnyReducer(ScreenProvider()).forEachIdentifiedRoute(environment:
  /// ...)`, with the screen reducer as the call's base.
  private static func routerIntegration(
    _ call: FunctionCallExprSyntax, callee: Callee, context: CallContext
  ) -> IntegrationRecord? {
    guard callee.isMember,
      callee.name == "forEachIdentifiedRoute" || callee.name == "forEachIndexedRoute",
      let base = callee.base
    else { return nil }
    var child: String?
    if let built = base.as(FunctionCallExprSyntax.self) {
      // `AnyReducer(ScreenProvider())` wraps the reducer; `ScreenProvider()` is it.
      let wrapped =
        Callee(built.calledExpression).name == "AnyReducer"
        ? built.arguments.first?.expression : ExprSyntax(built)
      if let reducer = wrapped?.as(FunctionCallExprSyntax.self),
        let ref = context.source.typeRef(of: reducer.calledExpression),
        let first = ref.components.first, NameCase.mayNameType(first)
      {
        child = ref.dotted
      }
    }
    return IntegrationRecord(
      scope: context.scope, op: .forEachRoute,
      state: PathRef(components: ["routes"], isLegacy: true), action: nil, stateName: nil,
      actionName: nil, dismissStyle: nil, child: child,
      position: context.position(of: callee.nameToken.map(Syntax.init) ?? Syntax(call)))
  }

  /// The name of a constant or property an argument is (`destinationPath`,
  /// `self.destinationPath`, `Self.destinationPath`), as opposed to a key path written out. A
  /// capitalised name is a type (`Action.child`, the older case-path spelling), not a value.
  static func storedName(_ expression: ExprSyntax) -> String? {
    var expression = expression
    if let member = expression.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self),
      ["self", "Self"].contains(base.baseName.text)
    {
      expression = ExprSyntax(member.declName)
    }
    guard let reference = expression.as(DeclReferenceExprSyntax.self),
      reference.argumentNames == nil, NameCase.mayNameValue(reference.baseName.identifierText)
    else { return nil }
    return reference.baseName.identifierText
  }

  /// The reducer built in the trailing closure (or a `destination:`/`element:`/`then:`
  /// closure argument): the first call of a type-looking name, `ChildFeature()`.
  static func childReducer(of call: FunctionCallExprSyntax, source: SourceText) -> String? {
    var closures: [ClosureExprSyntax] = []
    if let trailing = call.trailingClosure { closures.append(trailing) }
    for argument in call.arguments.nodes {
      if let closure = argument.expression.as(ClosureExprSyntax.self),
        argument.label?.sourceText != "action"
      {
        closures.append(closure)
      }
    }
    for closure in closures {
      for statement in closure.statements.nodes {
        if let name = reducerName(in: statement.item, source: source) { return name }
      }
    }
    // `Scope(state: \.child, action: \.child, child: Child.init)`: the initializer handed as a
    // function, or a reducer value built in place (`child: Child()`).
    if let given = call.arguments.argument(labeled: "child") {
      if let member = given.as(MemberAccessExprSyntax.self),
        member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base,
        let ref = source.typeRef(of: base), mayNameReducerType(ref, written: base, source: source)
      {
        return ref.dotted
      }
      if given.is(FunctionCallExprSyntax.self) {
        return reducerName(in: .expr(given), source: source)
      }
    }
    return nil
  }

  /// Whether a reducer built or handed as `ref` may be a type's: not a value's name by its
  /// case (`makeReducer()`), unless it is written as a raw identifier (`` `default`() ``),
  /// whose case tells nothing: resolution decides.
  private static func mayNameReducerType(
    _ ref: TypeRef, written: some SyntaxProtocol, source: SourceText
  ) -> Bool {
    guard let first = ref.components.first else { return false }
    return NameCase.mayNameType(first) || source.text(of: written).hasPrefix("`")
  }

  private static func reducerName(in item: CodeBlockItemSyntax.Item, source: SourceText)
    -> String?
  {
    var expression: ExprSyntax?
    switch item {
    case .expr(let value): expression = value
    case .stmt(let statement):
      expression =
        statement.as(ReturnStmtSyntax.self)?.expression
        ?? statement.as(ExpressionStmtSyntax.self)?.expression
    default: break
    }
    // `Child()` or `Child.Body()`; in a chain (`Child().dependency(...)`) the innermost call.
    while let current = expression {
      if let call = current.as(FunctionCallExprSyntax.self) {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
          let base = member.base, base.is(FunctionCallExprSyntax.self)
        {
          expression = base
          continue
        }
        guard let ref = source.typeRef(of: call.calledExpression),
          mayNameReducerType(ref, written: call.calledExpression, source: source),
          ref.last != "EmptyReducer"
        else { return nil }
        return ref.dotted
      }
      return nil
    }
    return nil
  }
}
