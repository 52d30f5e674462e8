/// A view presentation driven by a case of a route enum the feature's state holds, rather
/// than by a scoped store: `.sheet(item: $store.route.sending(\.setRoute).detail) { ... }`,
/// `NavigationLink(unwrapping: $store.route, case: \.detail) { ... }`. The children's states
/// live in fields of their own, so the child is what the content scopes the store to.
struct RoutePresentationRecord: Sendable, Codable {
  var scope: [String]
  var style: String
  /// The state path of the route field, from the view's store: `["route"]`,
  /// `["appRoute", "route"]`.
  var route: [String]
  /// The case of the route the presentation shows: `detail`.
  var caseName: String
  /// The callee with its argument labels, as the census names the call.
  var spelling: String
  var position: Position
  /// The type of the store the binding is taken of, when a parameter of the enclosing
  /// function declares it.
  var storeType: String?
  /// What the content shows (`RouteContent`), filled in while the walk is inside it.
  var content = RouteContent()
}

/// What the content closure of a route presentation builds, as far as the walk can tell.
struct RouteContent: Sendable, Codable {
  /// The state paths the content scopes the view's store to: the child it shows.
  var scopes: [[String]] = []
  /// Functions called on the implicit `self` (a view helper that may build the child).
  var helpers: [String] = []
  /// A store is handed to a view (`store:`) other than through a scope read here.
  var handsStore = false
}
