import NavGraphCore
import NavGraphFacts

/// The census of presentations over a case of a route enum of plain values: each shows the
/// children its content scopes to (the edges `RouteEdgePass` made), shows a plain view (no
/// child feature, so not navigation between features), or cannot be followed, with why. A
/// call that only read like one is left to `ViewSites`, which lists it as an unread call.
struct RouteSites {
  var model: ScanModel

  func sites() -> [NavigationSite] {
    var sites: [NavigationSite] = []
    for summary in model.appSummaries {
      for record in summary.routePresentations {
        let position = SitePosition(file: summary.file.relativePath, position: record.position)
        guard let outcome = model.routeSites[position] else { continue }
        let (reading, detail) = Self.reading(outcome)
        sites.append(
          NavigationSite(
            kind: .viewPresentation, reading: reading,
            owner: record.scope.joined(separator: "."), spelling: record.spelling,
            detail: detail, location: summary.file.location(record.position)))
      }
    }
    return sites
  }

  private static func reading(_ outcome: RouteSiteOutcome) -> (NavigationSite.Reading, String) {
    switch outcome {
    case .shows(let owner, let route, let children):
      let count = children.count
      return (
        .explained,
        "shows route case \(route): \(count) edge\(count == 1 ? "" : "s") of \(owner) to "
          + children.joined(separator: ", ")
      )
    case .plainView(_, let route):
      return (
        .notNavigation,
        "route case \(route) shows a plain view: its content builds no store, so no child "
          + "feature"
      )
    case .undecided(_, let route, let reason):
      return (.unexplained, "route case \(route): \(reason)")
    }
  }
}
