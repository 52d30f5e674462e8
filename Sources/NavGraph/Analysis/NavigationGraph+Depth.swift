/// A chain of nested tree presentations: a sheet over a sheet over a sheet.
public struct PresentationChain: Hashable, Sendable {
  /// Where the chain starts: a root, or a screen a stack pushes.
  public var start: String
  /// The edges in order: tree edges, and the composition edges (`scope`, `collection`) between
  /// them that keep a child on its parent's screen.
  public var edges: [Edge]

  /// How many presentations are nested (tree edges only).
  public var depth: Int { edges.count { $0.kind.isTree } }
}

extension NavigationGraph {
  /// For each place a chain of presentations can start — every root, and every screen pushed
  /// onto a stack (pushing starts a new full-screen level, so modal nesting starts over) — the
  /// longest chain of tree presentations from it, sorted by start.
  ///
  /// Only presentations of features count: an alert on top is transient and ends nothing.
  /// A presentation cycle would make chains endless; its closing edge is left out (the
  /// `presentation-cycle` rule reports it), so every chain is finite and the result does not
  /// depend on anything but the graph.
  public func deepestPresentationChains() -> [PresentationChain] {
    let adjacency = FeatureAdjacency(self) { $0.kind != .stack }
    let order = Self.postorderWithoutBackEdges(adjacency)
    var best: [String: (depth: Int, next: Edge?)] = [:]
    for name in order.postorder {
      var choice: (depth: Int, next: Edge?) = (0, nil)
      for edge in adjacency.edges(from: name) where !order.backEdges.contains(edge) {
        let depth = (edge.kind.isTree ? 1 : 0) + (best[edge.to]?.depth ?? 0)
        if depth > choice.depth { choice = (depth, edge) }
      }
      best[name] = choice
    }
    let declared = Set(features.map(\.name))
    var starts = Set(roots.isEmpty ? computedRoots() : roots)
    for edge in edges where edge.kind == .stack && declared.contains(edge.to) {
      starts.insert(edge.to)
    }
    return starts.filter(declared.contains).sorted().map { start in
      var chain: [Edge] = []
      var current = start
      while let edge = best[current]?.next {
        chain.append(edge)
        current = edge.to
      }
      return PresentationChain(start: start, edges: chain)
    }
  }

  /// Depth-first over every feature in name order: the postorder (children before parents
  /// along every edge that is kept) and the edges that close a cycle.
  private static func postorderWithoutBackEdges(_ adjacency: FeatureAdjacency)
    -> (postorder: [String], backEdges: Set<Edge>)
  {
    var state: [String: Bool] = [:]  // false: on the path; true: finished.
    var postorder: [String] = []
    var backEdges: Set<Edge> = []
    for start in adjacency.features where state[start] == nil {
      var frames: [(node: String, next: Int)] = [(start, 0)]
      state[start] = false
      while let frame = frames.last {
        let out = adjacency.edges(from: frame.node)
        if frame.next < out.count {
          frames[frames.count - 1].next += 1
          let edge = out[frame.next]
          switch state[edge.to] {
          case nil:
            state[edge.to] = false
            frames.append((edge.to, 0))
          case false?:
            backEdges.insert(edge)
          case true?:
            break
          }
          continue
        }
        frames.removeLast()
        state[frame.node] = true
        postorder.append(frame.node)
      }
    }
    return (postorder, backEdges)
  }
}
