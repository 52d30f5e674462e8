/// A chain of nested tree presentations: a sheet over a sheet over a sheet.
package struct PresentationChain: Hashable, Sendable {
  /// Where the chain starts: a root, or a screen a stack pushes.
  package var start: String
  /// The edges in order: tree edges, and the composition edges (`scope`, `collection`) between
  /// them that keep a child on its parent's screen.
  package var edges: [Edge]

  /// How many presentations are nested: tree edges, but none inside a recursion the chain
  /// goes through (`PresentationNesting.deepestChains()`).
  package var depth: Int
}

extension NavigationGraph {
  /// For each place a chain of presentations can start, the longest chain of tree
  /// presentations from it, sorted by start, with every edge copied out
  /// (`PresentationNesting.deepestChains()` says which chains, and reads them without copies).
  package func deepestPresentationChains() -> [PresentationChain] {
    let deepest = PresentationNesting(self).deepestChains()
    return deepest.chains.map {
      PresentationChain(start: $0.start, edges: deepest.edges(of: $0), depth: $0.depth)
    }
  }
}
