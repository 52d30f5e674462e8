import NavGraphModel

/// One place in the scanned code shaped like navigation — a state field that can hold a
/// child, an integration, a presentation in a view, an alert or dialog built, a store — and
/// what the reading made of it. The census lists every one, so that what navviz did not
/// understand is a line in a report rather than a silently smaller graph.
package struct NavigationSite: Hashable, Sendable, Comparable {
  package var kind: NavigationSiteKind
  package var reading: Reading
  /// The feature or type the site is in (`Inventory`, `InventoryView`).
  package var owner: String
  /// What was seen, as a reader would name it (`@Presents var destination: Destination.State?`,
  /// `ifLet(\.$destination)`, `sheet(item:)`).
  package var spelling: String
  /// What it became (the edges, the entry point), or why it is not navigation, or what was
  /// missing to read it.
  package var detail: String
  package var location: SourceLocation

  package init(
    kind: NavigationSiteKind, reading: Reading, owner: String, spelling: String, detail: String,
    location: SourceLocation
  ) {
    self.kind = kind
    self.reading = reading
    self.owner = owner
    self.spelling = spelling
    self.detail = detail
    self.location = location
  }

  /// Location order, then kind and spelling: the order a reader walks a file in.
  package static func < (lhs: Self, rhs: Self) -> Bool {
    if lhs.location != rhs.location { return lhs.location < rhs.location }
    return (lhs.kind.rawValue, lhs.spelling, lhs.owner, lhs.detail)
      < (rhs.kind.rawValue, rhs.spelling, rhs.owner, rhs.detail)
  }
}

extension NavigationSite {
  /// What the reading made of a site.
  package enum Reading: String, Codable, Hashable, Sendable, CaseIterable {
    /// It became part of the graph or the facts: an edge, a feature, an entry point, a fact a
    /// rule reads.
    case explained
    /// The reader decided it is not navigation (a view's own `@State` binding, a preview's
    /// store), and says why.
    case notNavigation = "not-navigation"
    /// It looks like navigation and the reading could not say what it is: a gap in navviz.
    case unexplained
  }
}
