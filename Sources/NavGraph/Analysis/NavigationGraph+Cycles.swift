/// Recursion in tree-based navigation: a feature that, through presentations, ends up
/// presenting itself again (A presents B presents A).
public struct PresentationCycle: Hashable, Sendable {
  /// The shortest cycle through the recursion's first tree edge (in canonical edge order),
  /// starting with the tree edge that leaves the smallest feature name, so the same graph
  /// always names the same cycle.
  public var edges: [Edge]
  /// Every feature of the recursion (the strongly connected component), sorted; more than the
  /// cycle's when several cycles interlock.
  public var features: [String]
}

extension NavigationGraph {
  /// Cycles of tree navigation. Edges that keep a child inside its parent's screen (`scope`,
  /// `collection`) are followed, since a scoped child that presents is its parent presenting;
  /// a `stack` edge breaks the cycle, because pushing the same screen again is what stacks are
  /// for. A cycle needs at least one tree edge: composition alone (a recursive list of rows)
  /// is not navigation.
  public func presentationCycles() -> [PresentationCycle] {
    let adjacency = FeatureAdjacency(self) { $0.kind != .stack }
    let components = StronglyConnectedComponents.of(
      nodes: adjacency.features, successors: adjacency.successors)
    var cycles: [PresentationCycle] = []
    for component in components {
      let members = Set(component)
      var inside: [String: [Edge]] = [:]
      for name in component {
        inside[name] = adjacency.edges(from: name).filter { members.contains($0.to) }
      }
      let treeEdges = inside.values.joined().filter(\.kind.isTree).sorted()
      // A single feature is a cycle only when it presents itself.
      let presentsItself = treeEdges.contains { $0.to == $0.from }
      guard !treeEdges.isEmpty, component.count > 1 || presentsItself else { continue }
      // One breadth-first search per recursion, from its first tree edge back to where that
      // edge starts: linear, so a large recursion read from JSON stays cheap.
      let edge = treeEdges[0]
      guard let back = Self.shortestPath(from: edge.to, to: edge.from, in: inside) else {
        continue
      }
      let cycle = [edge] + back
      cycles.append(PresentationCycle(edges: Self.rotated(cycle), features: component))
    }
    return cycles
  }

  /// Breadth-first over `edges`, first edge in canonical order wins ties; `[]` when `from`
  /// is `to`.
  static func shortestPath(from: String, to: String, in edges: [String: [Edge]]) -> [Edge]? {
    if from == to { return [] }
    var via: [String: Edge] = [:]
    var queue = [from]
    var head = 0
    var seen: Set<String> = [from]
    while head < queue.count {
      let name = queue[head]
      head += 1
      for edge in edges[name] ?? [] where seen.insert(edge.to).inserted {
        via[edge.to] = edge
        if edge.to == to {
          var path: [Edge] = []
          var current = to
          while current != from, let step = via[current] {
            path.append(step)
            current = step.from
          }
          return path.reversed()
        }
        queue.append(edge.to)
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
