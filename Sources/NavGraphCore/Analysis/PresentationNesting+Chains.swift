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
  /// Per feature number: how many presentations the deepest chain below it nests.
  private let depth: [Int]
  /// Per edge number: whether it stays inside a recursion, where presentations do not count.
  private let isInsideRecursion: [Bool]

  fileprivate init(
    nesting: PresentationNesting, depth: [Int], next: [Int?], isInsideRecursion: [Bool]
  ) {
    self.nesting = nesting
    self.next = next
    self.depth = depth
    self.isInsideRecursion = isInsideRecursion
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

  /// A presentation that goes past a budget, with the chain it is on as a message names it.
  package struct Crossing: Sendable {
    package let edge: Edge
    /// The start, then the feature each edge reaches, through this presentation and on down
    /// the deepest chain below it.
    package let features: [String]
    /// Where in `features` the feature this presentation shows is.
    package let presented: Int
  }

  /// Every presentation at which a chain as deep as `chain` goes past `budget` presentations.
  ///
  /// Equally deep chains from one start are all reported: picking one would pick it by name,
  /// and renaming the app would then move the finding. The path a crossing names up to it is
  /// the first found in edge order; below it, the deepest chain's.
  package func crossings(of chain: Chain, deeperThan budget: Int) -> [Crossing] {
    guard chain.depth > budget else { return [] }
    // Along a deepest chain, a feature with `depth[f]` left below it has
    // `chain.depth - depth[f]` presentations above it, whichever way the chain came.
    var cameBy: [Int: Int] = [:]
    var queue = [chain.first]
    var seen: Set<Int> = [chain.first]
    var crossing: [Int] = []
    var index = 0
    while index < queue.count {
      let feature = queue[index]
      index += 1
      let above = chain.depth - depth[feature]
      for edge in nesting.edges(from: feature) where isOnDeepestChain(edge) {
        let isTree = nesting.edges[edge].kind.isTree && !isInsideRecursion[edge]
        if isTree, above == budget {
          crossing.append(edge)
          continue
        }
        let target = nesting.targets[edge]
        guard above + (isTree ? 1 : 0) <= budget, seen.insert(target).inserted else { continue }
        cameBy[target] = edge
        queue.append(target)
      }
    }
    return crossing.sorted().map { edge in
      var above: [String] = []
      var feature = nesting.sources[edge]
      while let edge = cameBy[feature] {
        above.append(nesting.names[feature])
        feature = nesting.sources[edge]
      }
      var names = [chain.start] + above.reversed()
      names.append(nesting.names[nesting.targets[edge]])
      let presented = names.count - 1
      walk(from: nesting.targets[edge]) { names.append(nesting.names[nesting.targets[$0]]) }
      return Crossing(edge: nesting.edges[edge], features: names, presented: presented)
    }
  }

  /// Whether `edge` continues a deepest chain from the feature it leaves.
  private func isOnDeepestChain(_ edge: Int) -> Bool {
    guard !isInsideRecursion[edge] else { return true }
    let below = (nesting.edges[edge].kind.isTree ? 1 : 0) + depth[nesting.targets[edge]]
    return below == depth[nesting.sources[edge]]
  }

  private func walk(_ chain: Chain, _ visit: (Int) -> Void) {
    walk(from: chain.first, visit)
  }

  private func walk(from feature: Int, _ visit: (Int) -> Void) {
    var current = feature
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
  /// A presentation cycle would make chains endless, so a recursion (a strongly connected
  /// component; the `presentation-cycle` rule reports it) is one level: a chain may go through
  /// it from any of its features to any other, and the presentations inside it do not count.
  /// Leaving out one edge to close each cycle instead would choose that edge by where a walk
  /// in name order enters it, and renaming the app would then move its chains. So the depths
  /// depend on nothing but the graph's shape. Among equally deep continuations the first in
  /// edge order is the one `features(of:)` names; `crossings(of:deeperThan:)` reports them all.
  package func deepestChains() -> DeepestPresentationChains {
    let recursions = StronglyConnectedComponents.reachedFirst(
      nodeCount: names.count, starts: Array(names.indices)
    ) { feature in edges(from: feature).map { targets[$0] } }
    var recursion = [Int](repeating: -1, count: names.count)
    for (number, members) in recursions.enumerated() {
      for member in members { recursion[member] = number }
    }
    let isInside = edges.indices.map { recursion[sources[$0]] == recursion[targets[$0]] }
    var depth = [Int](repeating: 0, count: names.count)
    var next = [Int?](repeating: nil, count: names.count)
    // Each recursion comes after every one it reaches, so what lies below is known.
    for members in recursions {
      var deepest = 0
      var exit: Int?
      for member in members {
        for edge in edges(from: member) where !isInside[edge] {
          let below = (edges[edge].kind.isTree ? 1 : 0) + depth[targets[edge]]
          if below > deepest {
            deepest = below
            exit = edge
          }
        }
      }
      for member in members { depth[member] = deepest }
      guard let exit else { continue }
      route(members, to: exit, inside: isInside, into: &next)
    }
    return DeepestPresentationChains(
      nesting: self, depth: depth, next: next, isInsideRecursion: isInside)
  }

  /// Points every member of a recursion at the first edge of a shortest way, inside it, to the
  /// feature `exit` leaves, and that feature at `exit`: breadth-first backwards from there.
  private func route(
    _ members: [Int], to exit: Int, inside isInside: [Bool], into next: inout [Int?]
  ) {
    let goal = sources[exit]
    next[goal] = exit
    guard members.count > 1 else { return }
    var arriving: [Int: [Int]] = [:]
    for member in members {
      for edge in edges(from: member) where isInside[edge] {
        arriving[targets[edge], default: []].append(edge)
      }
    }
    var queue = [goal]
    var routed: Set<Int> = [goal]
    var index = 0
    while index < queue.count {
      let feature = queue[index]
      index += 1
      for edge in arriving[feature] ?? [] where routed.insert(sources[edge]).inserted {
        next[sources[edge]] = edge
        queue.append(sources[edge])
      }
    }
  }
}
