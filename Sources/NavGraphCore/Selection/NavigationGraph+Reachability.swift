extension NavigationGraph {
  /// The part of the graph reachable from `root`, through every kind of edge (a root that
  /// scopes to a child reaches what that child presents). Enum reducers named in `via` of a
  /// kept edge are kept too.
  package func reachable(from root: String) throws(NavGraphError) -> NavigationGraph {
    guard feature(named: root) != nil else {
      throw .unknownRoot(name: root, roots: roots.sorted())
    }
    let index = GraphIndex(self)
    let walked = index.walk(from: [root], next: \.reachedNames)
    let seen = Set(walked)
    return NavigationGraph(
      roots: [root],
      features: features.filter { seen.contains($0.name) },
      // In the order the walk takes their owners.
      edges: walked.flatMap(index.edges(from:)),
      findings: findings.filter { $0.feature.map(seen.contains) ?? false }
    )
  }

  /// Features that nothing presents, pushes or scopes to (and that are not enum reducers
  /// standing between an owner and its children).
  package func computedRoots() -> [String] {
    let targets = Set(edges.map(\.to)).union(edges.compactMap(\.via))
    return features.map(\.name).filter { !targets.contains($0) }.sorted()
  }
}
