/// The edges between features of a graph, by the feature they leave, in canonical edge order:
/// what the structural analyses walk. Edges to leaves (`AlertState`, plain data) and to names
/// the graph does not declare are left out: nothing continues from them — unless
/// `throughEnums`, for a walk that reaches the enum reducers edges go through (a `Destination`
/// whose only case is an alert is reached through the alert's edge).
struct FeatureAdjacency {
  let features: [String]
  let outgoing: [String: [Edge]]

  init(
    _ graph: NavigationGraph, throughEnums: Bool = false,
    including include: (Edge) -> Bool = { _ in true }
  ) {
    let names = Set(graph.features.map(\.name))
    features = names.sorted()
    var outgoing: [String: [Edge]] = [:]
    let reachesFeature = { (edge: Edge) in
      names.contains(edge.to) || (throughEnums && edge.via.map(names.contains) == true)
    }
    for edge in graph.edges.sorted() where reachesFeature(edge) && include(edge) {
      outgoing[edge.from, default: []].append(edge)
    }
    self.outgoing = outgoing
  }

  func edges(from feature: String) -> [Edge] { outgoing[feature] ?? [] }

  /// Successor names, for algorithms that need only the shape.
  var successors: [String: [String]] { outgoing.mapValues { $0.map(\.to) } }

  /// Every feature reachable from `starts` (themselves included).
  func reachable(from starts: some Sequence<String>) -> Set<String> {
    Self.reachable(from: starts, successors: successors)
  }

  static func reachable(
    from starts: some Sequence<String>, successors: [String: [String]]
  ) -> Set<String> {
    var seen = Set(starts)
    var queue = Array(seen)
    while let name = queue.popLast() {
      for next in successors[name] ?? [] where seen.insert(next).inserted {
        queue.append(next)
      }
    }
    return seen
  }
}
