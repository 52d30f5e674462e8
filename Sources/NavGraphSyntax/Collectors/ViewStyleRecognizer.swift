import SwiftSyntax

/// Recognises SwiftUI presentation applied to a scoped store: `.sheet(item:
/// $store.scope(state: \.destination?.addItem, ...))`, the older `.sheet(store:
/// store.scope(state: \.$destination, ...), state: /Destination.State.addItem, ...)`,
/// `NavigationStack(path: $store.scope(state: \.path, ...))` and `NavigationStackStore(...)`.
enum ViewStyleRecognizer {
  private static let modifiers: [String: String] = [
    "sheet": "sheet", "fullScreenCover": "fullScreenCover", "popover": "popover",
    "navigationDestination": "navigationDestination", "alert": "alert",
    "confirmationDialog": "confirmationDialog",
  ]

  static func recognize(
    _ call: FunctionCallExprSyntax, callee: Callee, context: CallContext
  ) -> ViewStyleRecord? {
    guard let name = callee.name else { return nil }
    let style: String
    let storeArgument: ExprSyntax?
    if callee.isMember, let modifier = modifiers[name] {
      style = modifier
      storeArgument =
        call.arguments.argument(labeled: "item") ?? call.arguments.argument(labeled: "store")
        ?? call.arguments.argument(labeled: nil)
    } else if !callee.isMember, name == "NavigationStack" || name == "NavigationStackStore" {
      style = "navigationStack"
      storeArgument =
        call.arguments.argument(labeled: "path") ?? call.arguments.argument(labeled: nil)
    } else {
      return nil
    }
    // Before the navigation tools, `.sheet(isPresented:) { IfLetStore(store.scope(...)) }`.
    guard
      var state = storeArgument.flatMap({ scopedState($0, source: context.source) })
        ?? ifLetStoreState(in: call, source: context.source)
    else {
      return nil
    }
    // The older API names the case in a separate `state:` case path.
    if let casePath = call.arguments.argument(labeled: "state"), let ref = PathRef(casePath, source: context.source),
      let caseName = ref.components.last
    {
      state.append(caseName)
    }
    return ViewStyleRecord(
      scope: context.scope, style: style, state: state,
      position: context.position(of: callee.nameToken.map(Syntax.init) ?? Syntax(call)))
  }

  /// The scoped state of an `IfLetStore` that is the content of the modifier.
  private static func ifLetStoreState(in call: FunctionCallExprSyntax, source: SourceText)
    -> [String]?
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
      return scopedState(first, source: source)
    }
    return nil
  }

  /// The state path of `store.scope(state: ..., action: ...)`, also behind `$` or `self.`.
  private static func scopedState(_ expression: ExprSyntax, source: SourceText) -> [String]? {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      Callee(call.calledExpression).name == "scope",
      let state = call.arguments.argument(labeled: "state")
        ?? call.arguments.nodes.first?.expression,
      let ref = PathRef(state, source: source)
    else { return nil }
    return ref.components
  }
}
