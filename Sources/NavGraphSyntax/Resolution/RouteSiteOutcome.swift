/// What a presentation over a route case (`RoutePresentationRecord`) turned out to be, when
/// the route is an enum of plain values held in a feature's state (`RouteEdgePass`): what the
/// census says of it. A binding that only read like a route gets none, and the census says
/// of the call what it says of any binding of the store's state.
enum RouteSiteOutcome: Sendable {
  /// The content shows these children: one edge each from the route's owner.
  case shows(owner: String, route: String, children: [String])
  /// The content builds no store at all: a plain view, no child feature.
  case plainView(owner: String, route: String)
  /// The content may build a child, but not in a way navviz can follow: why.
  case undecided(owner: String, route: String, reason: String)
}
