/// A feature with navigation of its own that no entry point reaches, and what only it reaches.
package struct OrphanedFeature: Hashable, Sendable {
  package var feature: String
  /// Other features it reaches that no entry point reaches either, sorted.
  package var alsoOrphaned: [String]
}

extension NavigationGraph {
  /// Features that present or push something but that nothing reachable from `entries`
  /// presents, pushes or scopes to. Only the top of each orphaned part is returned (a
  /// feature no other orphan reaches; for orphans that reach each other, the smallest name),
  /// with the rest of that part in `alsoOrphaned`, so one forgotten screen is one finding.
  package func orphanedFeatures(entries: Set<String>) -> [OrphanedFeature] {
    let index = GraphIndex(self, edgeOrder: .canonical)
    var reached = index.reachableFeatures(from: entries.filter(index.declared.contains))
    // Enum reducers between a reached owner and its children are reached too.
    for edge in edges where reached.contains(edge.from) {
      if let via = edge.via { reached.insert(via) }
    }
    let unreached = index.features.filter { !reached.contains($0) }
    let navigating = Set(edges.filter(\.kind.isNavigation).map(\.from))
    let candidates = unreached.filter(navigating.contains)
    guard !candidates.isEmpty else { return [] }

    let inside = Set(unreached)
    var local: [String: [String]] = [:]
    for name in unreached {
      local[name] = index.edges(from: name).map(\.to).filter(inside.contains)
    }
    let componentGraph = ComponentGraph(nodes: unreached, successors: local)
    // A candidate is covered when a candidate of another component reaches it.
    let covered = componentGraph.entered(from: candidates)
    var seenComponents: Set<Int> = []
    return candidates.compactMap { candidate in
      let component = componentGraph.component(of: candidate)
      guard !covered.contains(component), seenComponents.insert(component).inserted else {
        return nil
      }
      let reached = index.reachable(from: [candidate]) { inside.contains($0.to) ? [$0.to] : [] }
      return OrphanedFeature(
        feature: candidate, alsoOrphaned: reached.subtracting([candidate]).sorted())
    }
  }
}
