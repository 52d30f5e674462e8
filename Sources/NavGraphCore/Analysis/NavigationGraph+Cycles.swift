/// Recursion in tree-based navigation: a feature that, through presentations, ends up
/// presenting itself again (A presents B presents A).
package struct PresentationCycle: Hashable, Sendable {
  /// The shortest cycle through the recursion's first tree edge (in canonical edge order),
  /// starting with the tree edge that leaves the smallest feature name, so the same graph
  /// always names the same cycle.
  package var edges: [Edge]
  /// Every feature of the recursion (the strongly connected component), sorted; more than the
  /// cycle's when several cycles interlock.
  package var features: [String]
}

extension NavigationGraph {
  /// Cycles of tree navigation; see `PresentationNesting.cycles()`.
  package func presentationCycles() -> [PresentationCycle] {
    PresentationNesting(self).cycles()
  }
}
