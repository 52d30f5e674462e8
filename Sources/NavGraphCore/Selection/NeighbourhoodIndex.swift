/// What `NavigationGraph.neighbourhood(of:)` reads from the whole graph, worked out once.
///
/// `navviz docs` draws one neighbourhood per feature. Walking every edge, feature and finding of
/// the whole graph for each one would make docs quadratic in the app's size. With the index
/// each neighbourhood costs what it contains.
package struct NeighbourhoodIndex {
  package let graph: NavigationGraph
  package let includeComposition: Bool
  /// Feature names, the only ends a neighbourhood walks through.
  private let names: Set<String>
  /// The features one edge away (through the edges followed), sorted.
  private let neighbours: [String: [String]]
  /// Every edge (followed or not) by each feature among its ends, as indices into `graph.edges`.
  private let edgesByFeature: [String: [Int]]
  private let featurePositions: [String: [Int]]
  private let findingPositions: [String: [Int]]
  private let roots: [String]

  package init(_ graph: NavigationGraph, includeComposition: Bool) {
    self.graph = graph
    self.includeComposition = includeComposition
    let names = Set(graph.features.map(\.name))
    var neighbours: [String: Set<String>] = [:]
    var edgesByFeature: [String: [Int]] = [:]
    for (index, edge) in graph.edges.enumerated() {
      let ends = Self.featureEnds(of: edge, in: names)
      for end in Set(ends) { edgesByFeature[end, default: []].append(index) }
      // What pictures draw in every case: navigation, and screen switches (`Edge.navigates`).
      guard edge.navigates || includeComposition else { continue }
      for end in ends { neighbours[end, default: []].formUnion(ends.filter { $0 != end }) }
    }
    var featurePositions: [String: [Int]] = [:]
    for (index, feature) in graph.features.enumerated() {
      featurePositions[feature.name, default: []].append(index)
    }
    var findingPositions: [String: [Int]] = [:]
    for (index, finding) in graph.findings.enumerated() {
      if let feature = finding.feature { findingPositions[feature, default: []].append(index) }
    }
    self.names = names
    self.neighbours = neighbours.mapValues { $0.sorted() }
    self.edgesByFeature = edgesByFeature
    self.featurePositions = featurePositions
    self.findingPositions = findingPositions
    self.roots = graph.effectiveRoots
  }

  /// An edge joins its owner, its target and the enum reducer it goes via.
  private static func featureEnds(of edge: Edge, in names: Set<String>) -> [String] {
    [edge.from, edge.via, edge.to].compactMap { $0 }.filter(names.contains)
  }

  /// See `NavigationGraph.neighbourhood(of:depth:includeComposition:)`; `name` is a feature.
  package func neighbourhood(of name: String, depth: Int) -> NavigationGraph {
    var distance = [name: 0]
    var frontier = [name]
    for step in 1...depth {
      var next: [String] = []
      for current in frontier {
        for neighbour in neighbours[current] ?? [] where distance[neighbour] == nil {
          distance[neighbour] = step
          next.append(neighbour)
        }
      }
      frontier = next
    }
    let kept = distance.keys
    let candidateEdges = Set(kept.flatMap { edgesByFeature[$0] ?? [] }).sorted()
    let keptEdges = candidateEdges.map { graph.edges[$0] }.filter { edge in
      let ends = Self.featureEnds(of: edge, in: names)
      guard ends.allSatisfy({ distance[$0] != nil }) else { return false }
      if names.contains(edge.to) { return true }
      return (ends.compactMap { distance[$0] }.min() ?? depth) < depth
    }
    let features = kept.flatMap { featurePositions[$0] ?? [] }.sorted().map { graph.features[$0] }
    let findings = kept.flatMap { findingPositions[$0] ?? [] }.sorted().map { graph.findings[$0] }
    return NavigationGraph(
      roots: roots.filter { distance[$0] != nil }, features: features, edges: keptEdges,
      findings: findings)
  }
}
