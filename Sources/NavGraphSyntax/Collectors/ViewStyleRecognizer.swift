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
    guard let storeArgument, var state = scopedState(storeArgument) else { return nil }
    // The older API names the case in a separate `state:` case path.
    if let casePath = call.arguments.argument(labeled: "state"), let ref = PathRef(casePath),
      let caseName = ref.components.last
    {
      state.append(caseName)
    }
    return ViewStyleRecord(
      scope: context.scope, style: style, state: state,
      position: context.position(of: callee.nameToken.map(Syntax.init) ?? Syntax(call)))
  }

  /// The state path of `store.scope(state: ..., action: ...)`, also behind `$` or `self.`.
  private static func scopedState(_ expression: ExprSyntax) -> [String]? {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      Callee(call.calledExpression).name == "scope",
      let state = call.arguments.argument(labeled: "state") ?? call.arguments.first?.expression,
      let ref = PathRef(state)
    else { return nil }
    return ref.components
  }
}
