import NavGraphCore

/// What became of one presentation a view applies (`ViewStyleRecord`) when the style pass
/// matched it with the edges: what the census says of it.
enum ViewSiteOutcome: Sendable {
  /// It names these edges, all of one feature.
  case matched(edges: Int, owner: String)
  /// It names edges of several features, and the view's store does not say which.
  case ambiguous(owners: [String])
  /// It names no edge: the state path it scopes to (`destination.edit`) and the feature of the
  /// view's store, when known.
  case noEdge(path: [String], owner: String?)
  /// The store is handed over whole, to a view helper or modifier that presents it.
  case wholeStore
}

/// A record's place: its file and position, unique within a scan.
struct SitePosition: Hashable, Sendable {
  var file: String
  var position: Position
}
