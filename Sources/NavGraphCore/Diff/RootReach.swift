/// Which features a graph's entry points reach through its edges (every kind: a root that
/// scopes to a tab reaches what the tab presents; an edge reaches its target and the enum
/// reducer it goes through). An entry point is not reached by being one: only an edge
/// reaches a feature.
struct RootReach {
  let roots: [String]
  let reached: Set<String>
  /// For each feature a root reaches, those roots (indices into `sortedRoots`, in order).
  private let reachers: [String: [Int]]
  private let sortedRoots: [String]

  /// The entry points of each side: its roots, except features that are a root on this side
  /// only because the other side's edge into them is gone (or not there yet). A screen whose
  /// last integration was removed becomes a root by definition, but nothing starts there, so
  /// it and what it reaches count as no longer reached.
  static func entries(of graph: NavigationGraph, other: NavigationGraph) -> [String] {
    let otherRoots = Set(other.effectiveRoots)
    let otherFeatures = Set(other.features.map(\.name))
    return graph.effectiveRoots.filter { !otherFeatures.contains($0) || otherRoots.contains($0) }
  }

  init(_ graph: NavigationGraph, entries: [String]) {
    roots = entries
    let index = GraphIndex(graph)
    // One walk forward from each root, not one walk back from each feature asked about: a
    // change that makes a whole app reachable (its only root added) asks about every feature,
    // and an app has far fewer roots than features.
    let sortedRoots = Set(roots).sorted()
    var reached = Set<String>()
    var reachers: [String: [Int]] = [:]
    for (number, root) in sortedRoots.enumerated() {
      let walked = index.walk(from: [root], next: \.reachedNames)
      // Every name an edge from a walked feature leads to is reached, the root included when
      // an edge leads back to it.
      for name in walked {
        for edge in index.edges(from: name) { reached.formUnion(edge.reachedNames) }
      }
      for name in walked.dropFirst() { reachers[name, default: []].append(number) }
    }
    self.reached = reached
    self.reachers = reachers
    self.sortedRoots = sortedRoots
  }

  /// The roots that reach `name` through at least one edge, sorted; a root does not reach
  /// itself by being one.
  func roots(reaching name: String) -> [String] {
    (reachers[name] ?? []).map { sortedRoots[$0] }.filter { $0 != name }
  }
}
