extension PresentationNesting {
  /// Cycles of tree navigation, one per recursion (strongly connected component), in the
  /// order of each recursion's smallest feature. Edges that keep a child inside its parent's
  /// screen (`scope`, `collection`) are followed, since a scoped child that presents is its
  /// parent presenting; stack pushes are not kept, because pushing the same screen again is
  /// what stacks are for. A cycle needs at least one tree edge: composition alone (a
  /// recursive list of rows) is not navigation.
  package func cycles() -> [PresentationCycle] {
    let components = StronglyConnectedComponents.of(
      nodeCount: names.count, starts: Array(names.indices)
    ) { feature in edges(from: feature).map { targets[$0] } }
    var component = [Int](repeating: -1, count: names.count)
    var cycles: [PresentationCycle] = []
    for (number, members) in components.enumerated() {
      for member in members { component[member] = number }
      let inside = { (edge: Int) in component[targets[edge]] == number }
      // Edge numbers follow canonical order, so the smallest is the first tree edge.
      var treeEdges = members.flatMap { edges(from: $0) }.filter {
        inside($0) && edges[$0].kind.isTree
      }
      treeEdges.sort()
      // A single feature is a cycle only when it presents itself.
      let presentsItself = treeEdges.contains { sources[$0] == targets[$0] }
      guard let first = treeEdges.first, members.count > 1 || presentsItself else { continue }
      // One breadth-first search per recursion, from its first tree edge back to where that
      // edge starts: linear, so a large recursion read from JSON stays cheap.
      guard let back = shortestPath(from: targets[first], to: sources[first], along: inside)
      else { continue }
      let cycle = ([first] + back).map { edges[$0] }
      cycles.append(
        PresentationCycle(edges: Self.rotated(cycle), features: members.map { names[$0] }))
    }
    return cycles
  }

  /// Breadth-first along the kept edges `allowed` admits, first edge in canonical order wins
  /// ties: the edge numbers of a shortest path, `[]` when `from` is `to`.
  private func shortestPath(from: Int, to: Int, along allowed: (Int) -> Bool) -> [Int]? {
    if from == to { return [] }
    var via: [Int: Int] = [:]
    var queue = [from]
    var head = 0
    var seen: Set<Int> = [from]
    while head < queue.count {
      let feature = queue[head]
      head += 1
      for edge in edges(from: feature) where allowed(edge) && seen.insert(targets[edge]).inserted {
        via[targets[edge]] = edge
        if targets[edge] == to {
          var path: [Int] = []
          var current = to
          while current != from, let step = via[current] {
            path.append(step)
            current = sources[step]
          }
          return path.reversed()
        }
        queue.append(targets[edge])
      }
    }
    return nil
  }

  /// The cycle starting at its tree edge with the smallest `from` (then canonical edge order).
  private static func rotated(_ cycle: [Edge]) -> [Edge] {
    let start = cycle.indices.filter { cycle[$0].kind.isTree }.min {
      (cycle[$0].from, cycle[$0]) < (cycle[$1].from, cycle[$1])
    } ?? 0
    return Array(cycle[start...] + cycle[..<start])
  }
}
