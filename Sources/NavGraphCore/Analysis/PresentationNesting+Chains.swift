/// The longest chain of tree presentations from every place one can start, held as one step
/// per feature (the first edge of the deepest chain below it), so a chain is read by following
/// steps and none is copied out unless asked for.
package struct DeepestPresentationChains: Sendable {
  /// One chain: where it starts and how many presentations it nests.
  package struct Chain: Sendable {
    /// A root, or a screen a stack pushes.
    package let start: String
    /// Tree edges on the chain (presentations; scoped children in between do not count).
    package let depth: Int
    fileprivate let first: Int
  }

  /// A chain from every start, in name order (roots and pushed screens).
  package let chains: [Chain]
  private let nesting: PresentationNesting
  /// Per feature number: the first edge of the deepest chain below it, `nil` at the end.
  private let next: [Int?]

  fileprivate init(nesting: PresentationNesting, depth: [Int], next: [Int?]) {
    self.nesting = nesting
    self.next = next
    chains = nesting.chainStarts.map { start in
      Chain(start: nesting.names[start], depth: depth[start], first: start)
    }
  }

  /// The chain's edges in order: tree edges, and the composition edges (`scope`,
  /// `collection`) between them that keep a child on its parent's screen.
  package func edges(of chain: Chain) -> [Edge] {
    var edges: [Edge] = []
    walk(chain) { edges.append(nesting.edges[$0]) }
    return edges
  }

  /// The start, then the feature each edge reaches.
  package func features(of chain: Chain) -> [String] {
    var names = [chain.start]
    walk(chain) { names.append(nesting.names[nesting.targets[$0]]) }
    return names
  }

  /// The first edge at which the chain is more than `depth` presentations deep (the one that
  /// goes past a budget of `depth`), `nil` when it never is.
  package func firstEdge(of chain: Chain, deeperThan depth: Int) -> Edge? {
    guard chain.depth > depth else { return nil }
    var reached = 0
    var current = chain.first
    while let edge = next[current] {
      if nesting.edges[edge].kind.isTree { reached += 1 }
      if reached > depth { return nesting.edges[edge] }
      current = nesting.targets[edge]
    }
    return nil
  }

  private func walk(_ chain: Chain, _ visit: (Int) -> Void) {
    var current = chain.first
    while let edge = next[current] {
      visit(edge)
      current = nesting.targets[edge]
    }
  }
}

extension PresentationNesting {
  /// For each place a chain of presentations can start — every root, and every screen pushed
  /// onto a stack (pushing starts a new full-screen level, so modal nesting starts over) — the
  /// longest chain of tree presentations from it.
  ///
  /// Only presentations of features count: an alert on top is transient and ends nothing.
  /// A presentation cycle would make chains endless; its closing edge is left out (the
  /// `presentation-cycle` rule reports it), so every chain is finite and the result depends on
  /// nothing but the graph. Among equally deep continuations the first in edge order wins.
  package func deepestChains() -> DeepestPresentationChains {
    let (postorder, isBackEdge) = postorderWithoutBackEdges()
    var depth = [Int](repeating: 0, count: names.count)
    var next = [Int?](repeating: nil, count: names.count)
    for feature in postorder {
      for edge in edges(from: feature) where !isBackEdge[edge] {
        let below = (edges[edge].kind.isTree ? 1 : 0) + depth[targets[edge]]
        if below > depth[feature] {
          depth[feature] = below
          next[feature] = edge
        }
      }
    }
    return DeepestPresentationChains(nesting: self, depth: depth, next: next)
  }

  /// Depth-first over every feature in name order, without recursion (a chain read from JSON
  /// can be very long): the postorder (children before parents along every edge that is kept)
  /// and, per edge, whether it closes a cycle.
  private func postorderWithoutBackEdges() -> (postorder: [Int], isBackEdge: [Bool]) {
    enum Visit { case unseen, onPath, finished }
    var visit = [Visit](repeating: .unseen, count: names.count)
    var isBackEdge = [Bool](repeating: false, count: edges.count)
    var postorder: [Int] = []
    postorder.reserveCapacity(names.count)
    for start in names.indices where visit[start] == .unseen {
      // Each frame: a feature and the position of the next of its edges to look at.
      var frames: [(feature: Int, next: Int)] = [(start, firstOutgoing[start])]
      visit[start] = .onPath
      while let frame = frames.last {
        if frame.next < firstOutgoing[frame.feature + 1] {
          frames[frames.count - 1].next += 1
          let edge = outgoing[frame.next]
          let target = targets[edge]
          switch visit[target] {
          case .unseen:
            visit[target] = .onPath
            frames.append((target, firstOutgoing[target]))
          case .onPath:
            isBackEdge[edge] = true
          case .finished:
            break
          }
          continue
        }
        frames.removeLast()
        visit[frame.feature] = .finished
        postorder.append(frame.feature)
      }
    }
    return (postorder, isBackEdge)
  }
}
