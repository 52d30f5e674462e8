import SwiftSyntax

/// A binding to one case of a route enum held in the view's store's state, as a presentation
/// is handed it: the route's state path and the case.
///
/// - `$store.route.sending(\.setRoute).detail`, `$store.route.detail` (the case picked from
///   the binding);
/// - `$store.route` or `viewStore.binding(\.$route)`, `viewStore.binding(get: \.route, send:
///   ...)`, `viewStore.$route`, with the case in a separate `case: \.detail` or
///   `case: /Route.detail`.
///
/// Whether the path names an enum of plain values, and the case one of its cases, only the
/// resolution can say (`RouteEdgePass`): a picked binding such as `$store.settings.sheet`
/// reads the same.
struct RouteBinding: Equatable {
  var storeName: String
  var route: [String]
  var caseName: String

  init?(_ binding: ExprSyntax, case casePath: ExprSyntax?, viewStores: ViewStoreNames,
    source: SourceText)
  {
    var expression = binding
    let caseName: String
    if let casePath {
      guard let name = PathRef(casePath, source: source)?.components.last else { return nil }
      caseName = name
    } else {
      guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
        member.declName.argumentNames == nil
      else { return nil }
      caseName = member.declName.baseName.identifierText
      expression = base
    }
    // `.sending(\.setRoute)` says which action writes the route; the state is its base.
    if let sending = expression.as(FunctionCallExprSyntax.self),
      let callee = sending.calledExpression.as(MemberAccessExprSyntax.self),
      callee.declName.baseName.identifierText == "sending", let base = callee.base
    {
      expression = base
    }
    guard let (store, route) = Self.statePath(expression, source: source),
      viewStores.contains(store), !route.isEmpty
    else { return nil }
    self.storeName = store
    self.route = route
    self.caseName = caseName
  }

  /// The store and the state path a binding of its state reads: `$store.a.route` and
  /// `viewStore.$route` read the members; `viewStore.binding(\.$route)` and
  /// `viewStore.binding(get: \.route, send: ...)` the key path.
  static func statePath(_ expression: ExprSyntax, source: SourceText)
    -> (store: String, path: [String])?
  {
    if let call = expression.as(FunctionCallExprSyntax.self) {
      guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
        callee.declName.baseName.identifierText == "binding", let base = callee.base,
        let store = storeName(base),
        let keyPath = call.arguments.argument(labeled: "get")
          ?? call.arguments.argument(labeled: nil),
        keyPath.is(KeyPathExprSyntax.self), let path = PathRef(keyPath, source: source)
      else { return nil }
      return (store, path.components)
    }
    var path: [String] = []
    var expression = expression
    while let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      if let store = storeName(expression) { return (store, path) }
      var name = member.declName.baseName.identifierText
      if name.hasPrefix("$") { name.removeFirst() }
      path.insert(name, at: 0)
      expression = base
    }
    guard let store = storeName(expression) else { return nil }
    return (store, path)
  }

  /// `store`, `$store`, `self.store`, `self.$store`: the variable a binding is taken of.
  static func storeName(_ expression: ExprSyntax) -> String? {
    if let member = expression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return trimmed(member.declName.baseName.identifierText)
    }
    guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
    return trimmed(reference.baseName.identifierText)
  }

  private static func trimmed(_ name: String) -> String {
    name.hasPrefix("$") ? String(name.dropFirst()) : name
  }
}
