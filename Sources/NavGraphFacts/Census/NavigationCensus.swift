import NavGraphModel

/// Every navigation-shaped site of a scan (`NavigationSite`), sorted by location: what
/// `navviz audit` lists, and what the "not understood" count of every command is read from.
package struct NavigationCensus: Hashable, Sendable {
  package var sites: [NavigationSite]

  package init(sites: [NavigationSite] = []) {
    self.sites = sites.sorted()
  }

  /// How many sites were read each way.
  package func count(_ reading: NavigationSite.Reading) -> Int {
    sites.count { $0.reading == reading }
  }

  package var unexplained: [NavigationSite] {
    sites.filter { $0.reading == .unexplained }
  }

  /// The unexplained sites as the graph lists them (`NavigationGraph.unresolved`): what
  /// every command's "not understood" note counts.
  package var unresolved: [Unresolved] {
    unexplained.map {
      // A type is named by the entry itself; other sites say what was written.
      Unresolved(
        kind: $0.kind, name: $0.owner,
        reason: $0.kind == .reducerLike ? $0.detail : "\($0.spelling): \($0.detail)",
        location: $0.location)
    }
  }

  /// `120 navigation sites: 110 explained, 6 not navigation, 4 unexplained`.
  package var summary: String {
    "\(sites.count) navigation site\(sites.count == 1 ? "" : "s"): "
      + "\(count(.explained)) explained, \(count(.notNavigation)) not navigation, "
      + "\(count(.unexplained)) unexplained"
  }
}
