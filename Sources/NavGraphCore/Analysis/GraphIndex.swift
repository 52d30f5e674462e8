/// A graph's edges grouped once, by the feature they leave and by the name they reach, and the
/// walks the analyses, selections, diffs and pictures take over them. Build one per graph and
/// ask it, rather than grouping the edges where they are needed.
///
/// Each feature's lists keep the edges in the order `EdgeOrder` asks for, and a walk follows
/// them in that order, so what is built from a walk comes out the same every run.
package struct GraphIndex: Sendable {
  /// The order of the edges in each list.
  package enum EdgeOrder: Sendable {
    /// As the graph lists them.
    case graph
    /// Canonical (`Edge.<`), as `NavigationGraph.sorted()` lists them.
    case canonical
  }

  /// The declared features' names, sorted.
  package let features: [String]
  /// The declared features' names.
  package let declared: Set<String>
  private let outgoing: [String: [Edge]]
  private let incoming: [String: [Edge]]

  package init(_ graph: NavigationGraph, edgeOrder: EdgeOrder = .graph) {
    declared = Set(graph.features.map(\.name))
    features = declared.sorted()
    var outgoing: [String: [Edge]] = [:]
    var incoming: [String: [Edge]] = [:]
    for edge in edgeOrder == .canonical ? graph.edges.sorted() : graph.edges {
      outgoing[edge.from, default: []].append(edge)
      incoming[edge.to, default: []].append(edge)
    }
    self.outgoing = outgoing
    self.incoming = incoming
  }

  /// The edges `name` owns.
  package func edges(from name: String) -> [Edge] { outgoing[name] ?? [] }

  /// The edges that lead to `name`.
  package func edges(to name: String) -> [Edge] { incoming[name] ?? [] }

  /// The names a walk from `starts` reaches, each once, in the order it takes them: depth
  /// first, the name found last followed first. From each name taken it follows the edges
  /// that name owns, in order, on to the names `next` gives for each. The starts are taken
  /// (the last given first) whether or not an edge leads to them.
  package func walk(from starts: some Sequence<String>, next: (Edge) -> [String]) -> [String] {
    var seen = Set<String>()
    var queue = starts.filter { seen.insert($0).inserted }
    var taken: [String] = []
    while let name = queue.popLast() {
      taken.append(name)
      for edge in edges(from: name) {
        for target in next(edge) where seen.insert(target).inserted {
          queue.append(target)
        }
      }
    }
    return taken
  }

  /// The names `starts` reach (themselves included), through the names `next` gives for each
  /// edge.
  package func reachable(from starts: some Sequence<String>, next: (Edge) -> [String])
    -> Set<String>
  {
    Set(walk(from: starts, next: next))
  }

  /// The declared features `starts` reach through edges to declared features (themselves
  /// included): the structural analyses stop at leaves (`AlertState`, plain data) and at names
  /// the graph does not declare, as nothing continues from them.
  package func reachableFeatures(from starts: some Sequence<String>) -> Set<String> {
    reachable(from: starts) { declared.contains($0.to) ? [$0.to] : [] }
  }
}

extension Edge {
  /// The names an edge leads on to: its target, then the enum reducer it goes through (a root
  /// that reaches an owner reaches the `Destination` between the owner and its children).
  package var reachedNames: [String] {
    if let via { [to, via] } else { [to] }
  }
}
