/// Which navigation edges of a graph a set of traces travelled, per edge, per owning feature
/// and in total. Navigation edges are those of kinds presentation, destination, stack, alert
/// and dialog; composition (`scope`, `collection`) is not navigation and is not counted.
///
/// An edge counts as visited when an event of any trace travelled it, forward (presented,
/// pushed) or back (dismissed, popped): a flow that starts with a sheet open and closes it has
/// exercised that sheet's dismissal.
package struct NavigationCoverage: Hashable, Sendable {
  package struct EdgeCoverage: Hashable, Sendable {
    package var edge: Edge
    /// Presentations and pushes along the edge, over all traces.
    package var forward: Int = 0
    /// Dismissals and pops.
    package var back: Int = 0
    /// How many traces travelled it.
    package var traces: Int = 0

    package var isVisited: Bool { forward + back > 0 }
  }

  package struct FeatureCoverage: Hashable, Sendable {
    package var feature: String
    package var ratio: CoverageRatio
  }

  /// Something a trace names that the graph does not have, and in which trace.
  package struct TraceMiss: Hashable, Sendable {
    package var trace: String
    package var miss: TraceMatch.Miss
  }

  /// Every navigation edge of the graph, in the graph's order.
  package var edges: [EdgeCoverage]
  /// Features that own navigation edges, by name.
  package var features: [FeatureCoverage]
  package var total: CoverageRatio
  /// The names (paths) of the traces read, in the order given.
  package var traces: [String]
  package var misses: [TraceMiss]

  /// Coverage of `graph` by `matches`, each named (by its file) for messages.
  package init(graph: NavigationGraph, matches: [(name: String, match: TraceMatch)]) {
    var byEdge: [Edge: EdgeCoverage] = [:]
    let navigation = graph.sorted().edges.filter(\.kind.isNavigation)
    for edge in navigation { byEdge[edge] = EdgeCoverage(edge: edge) }
    misses = []
    for (name, match) in matches {
      var seen: Set<Edge> = []
      for visit in match.visits where byEdge[visit.edge] != nil {
        if visit.event.kind.isForward {
          byEdge[visit.edge]?.forward += 1
        } else {
          byEdge[visit.edge]?.back += 1
        }
        if seen.insert(visit.edge).inserted { byEdge[visit.edge]?.traces += 1 }
      }
      misses += match.misses.map { TraceMiss(trace: name, miss: $0) }
    }
    edges = navigation.map { byEdge[$0]! }
    features = Self.byOwner(edges)
      .map { FeatureCoverage(feature: $0.key, ratio: CoverageRatio($0.value)) }
      .sorted { $0.feature < $1.feature }
    total = CoverageRatio(edges)
    traces = matches.map(\.name)
  }

  /// The edges' coverage by the feature that owns each, in `edges`' order.
  package var edgesByOwner: [String: [EdgeCoverage]] { Self.byOwner(edges) }

  private static func byOwner(_ edges: [EdgeCoverage]) -> [String: [EdgeCoverage]] {
    Dictionary(grouping: edges, by: \.edge.from)
  }
}

/// `visited` of `total`, with the percentage written the same way everywhere.
package struct CoverageRatio: Hashable, Sendable {
  package var visited: Int
  package var total: Int

  package init(visited: Int, total: Int) {
    self.visited = visited
    self.total = total
  }

  init(_ edges: [NavigationCoverage.EdgeCoverage]) {
    self.init(visited: edges.filter(\.isVisited).count, total: edges.count)
  }

  /// Tenths of a percent, rounded down so that nothing short of every edge reads 100.0%;
  /// a graph without navigation is fully covered.
  package var permille: Int {
    total == 0 ? 1000 : visited * 1000 / total
  }

  /// `75.0%`: integer arithmetic, so no locale or float printing can change it.
  package var percentText: String {
    "\(permille / 10).\(permille % 10)%"
  }

  /// Whether the ratio reaches `percent`, compared exactly (2 of 3 is below 66.7).
  package func reaches(_ percent: Double) -> Bool {
    total == 0 || Double(visited) * 100 >= percent * Double(total)
  }
}
