/// What changed in an app's navigation between two graphs of it: `base` (before) and `head`
/// (after), as `navviz diff` reports it.
///
/// Source locations never count: moving code changes nothing. Names, feature kinds, edges
/// (owner, field, enum and case, target, kind, style) and what the roots reach do; other
/// feature metadata (the module) only when `DiffOptions` asks for it. Every list is sorted, so
/// the same two graphs always give the same diff.
package struct NavigationDiff: Hashable, Sendable {
  package static let schemaVersion = 1

  package var base: NavigationGraph
  package var head: NavigationGraph

  /// Features of `head` that `base` lacks (and that no removed feature looks renamed to).
  package var addedFeatures: [Feature] = []
  /// Features of `base` that `head` lacks, by their `base` names.
  package var removedFeatures: [Feature] = []
  /// Features that look renamed: gone under the old name, and a feature with the new name
  /// has the same edges.
  package var renamedFeatures: [FeatureRename] = []
  /// Features on both sides whose compared attributes differ (`struct` → `enum`).
  package var changedFeatures: [FeatureChange] = []

  /// Edges of `head` with no counterpart in `base`, in `head`'s names.
  package var addedEdges: [Edge] = []
  /// Edges of `base` with no counterpart in `head`, in `head`'s names (a renamed feature's
  /// edges are named as they are now).
  package var removedEdges: [Edge] = []
  /// The same edge shown another way (`sheet` → `navigationDestination`).
  package var restyledEdges: [EdgeChange] = []
  /// The same owner reaching the same target with another kind of edge (an optional child
  /// moved into a `Destination` enum, a sheet turned into a stack push).
  package var rekindedEdges: [EdgeChange] = []

  /// Features on both sides that a root reached before and none reaches now, or the reverse.
  package var reachability: [ReachabilityChange] = []

  /// Lint findings of `head` that `base` did not have, and those of `base` that are gone.
  package var newFindings: [Finding] = []
  package var fixedFindings: [Finding] = []

  /// The two sides, not yet compared (`init(base:head:options:)` compares them).
  init(uncompared base: NavigationGraph, head: NavigationGraph) {
    self.base = base
    self.head = head
  }

  /// Nothing changed that the diff compares.
  package var isEmpty: Bool { changeCount == 0 }

  /// Every reported change, counted once.
  package var changeCount: Int {
    addedFeatures.count + removedFeatures.count + renamedFeatures.count + changedFeatures.count
      + addedEdges.count + removedEdges.count + restyledEdges.count + rekindedEdges.count
      + reachability.count + newFindings.count + fixedFindings.count
  }
}
