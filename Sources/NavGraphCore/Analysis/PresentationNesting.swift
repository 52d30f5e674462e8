/// How features nest inside each other through tree navigation, with features and edges
/// numbered: what the depth and cycle analyses walk (`deepestChains()`, `cycles()`).
///
/// Features are numbered in name order and edges in canonical edge order, so walking numbers
/// in order is walking the graph in the order the analyses promise. Build it once and share
/// it: lint's `navigation-depth-budget` and `presentation-cycle` rules both read one.
///
/// Why numbers: a generated app has chains hundreds of presentations long, and keying that
/// work by whole `Edge` values would hash and copy eight strings at every step.
package struct PresentationNesting: Sendable {
  /// Declared feature names, sorted; a feature's number is its index here.
  let names: [String]
  /// The edges kept, in canonical order, each once: edges between declared features except
  /// stack pushes (pushing starts a new screen, so nothing nests through it). Edges to leaves
  /// (`AlertState`, plain data) and to undeclared names are left out: nothing continues there.
  let edges: [Edge]
  /// The feature number each kept edge leaves and goes to.
  let sources: [Int]
  let targets: [Int]
  /// Kept edge numbers grouped by the feature they leave, canonical order within a feature:
  /// feature `f`'s are `outgoing[firstOutgoing[f]..<firstOutgoing[f + 1]]`.
  let outgoing: [Int]
  let firstOutgoing: [Int]
  /// Where a chain of presentations starts, by feature number ascending: every root (the
  /// graph's, or the computed ones when it names none) and every screen a stack pushes.
  let chainStarts: [Int]

  package init(_ graph: NavigationGraph) {
    let names = Set(graph.features.map(\.name)).sorted()
    var number: [String: Int] = [:]
    number.reserveCapacity(names.count)
    for (index, name) in names.enumerated() { number[name] = index }

    // Sorting first and skipping repeats: the analyses never told equal edges apart.
    var edges: [Edge] = []
    var sources: [Int] = []
    var targets: [Int] = []
    for edge in graph.edges.sorted() where edge.kind != .stack && edges.last != edge {
      guard let from = number[edge.from], let to = number[edge.to] else { continue }
      edges.append(edge)
      sources.append(from)
      targets.append(to)
    }
    var firstOutgoing = [Int](repeating: 0, count: names.count + 1)
    for source in sources { firstOutgoing[source + 1] += 1 }
    for index in names.indices { firstOutgoing[index + 1] += firstOutgoing[index] }
    var outgoing = [Int](repeating: 0, count: edges.count)
    var filled = firstOutgoing
    for (edge, source) in sources.enumerated() {
      outgoing[filled[source]] = edge
      filled[source] += 1
    }

    var starts = Set((graph.roots.isEmpty ? graph.computedRoots() : graph.roots)
      .compactMap { number[$0] })
    for edge in graph.edges where edge.kind == .stack {
      if let pushed = number[edge.to] { starts.insert(pushed) }
    }

    self.names = names
    self.edges = edges
    self.sources = sources
    self.targets = targets
    self.outgoing = outgoing
    self.firstOutgoing = firstOutgoing
    self.chainStarts = starts.sorted()
  }

  /// The numbers of the edges leaving feature `feature`, in canonical order.
  func edges(from feature: Int) -> ArraySlice<Int> {
    outgoing[firstOutgoing[feature]..<firstOutgoing[feature + 1]]
  }
}
