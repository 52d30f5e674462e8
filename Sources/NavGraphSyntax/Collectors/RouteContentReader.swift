import SwiftSyntax

/// Reads the calls inside a route presentation's content (`RouteContent`) that may build the
/// child where no scope says which: a function on the implicit `self` (a view helper), a
/// store handed to a view whole or from a variable. Only calls inside a content reach it.
enum RouteContentReader {
  static func note(_ call: FunctionCallExprSyntax, in content: inout RouteContent) {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.identifierText
      if let first = name.first, first.isLowercase, !content.helpers.contains(name) {
        content.helpers.append(name)
      }
    }
    // `ChildView(store: store.scope(...))` is a scope the walk reads next; any other store
    // handed over (`store: childStore`, `store: store`) the content does not scope here.
    if let store = call.arguments.argument(labeled: "store"), !isScope(store) {
      content.handsStore = true
    }
  }

  private static func isScope(_ expression: ExprSyntax) -> Bool {
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
    let name = Callee(call.calledExpression).name
    return name == "scope" || name == "spawn"
  }
}
