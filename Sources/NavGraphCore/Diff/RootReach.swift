/// Which features a graph's entry points reach through its edges (every kind: a root that
/// scopes to a tab reaches what the tab presents; an edge reaches its target and the enum
/// reducer it goes through). An entry point is not reached by being one: only an edge
/// reaches a feature.
struct RootReach {
  let roots: [String]
  let reached: Set<String>
  private let incoming: [String: [String]]

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
    var outgoing: [String: [String]] = [:]
    var incoming: [String: [String]] = [:]
    for edge in graph.edges {
      for target in [edge.to, edge.via].compactMap({ $0 }) {
        outgoing[edge.from, default: []].append(target)
        incoming[target, default: []].append(edge.from)
      }
    }
    var reached = Set<String>()
    var expanded = Set(roots)
    var queue = roots
    while let name = queue.popLast() {
      for next in outgoing[name] ?? [] {
        reached.insert(next)
        if expanded.insert(next).inserted { queue.append(next) }
      }
    }
    self.reached = reached
    self.incoming = incoming
  }

  /// The roots that reach `name`, sorted (walking its incoming edges back).
  func roots(reaching name: String) -> [String] {
    let rootSet = Set(roots)
    var seen: Set<String> = [name]
    var queue = [name]
    var found = Set<String>()
    while let current = queue.popLast() {
      for previous in incoming[current] ?? [] {
        if rootSet.contains(previous) && previous != name { found.insert(previous) }
        if seen.insert(previous).inserted { queue.append(previous) }
      }
    }
    return found.sorted()
  }
}
