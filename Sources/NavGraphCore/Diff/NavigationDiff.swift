/// What changed in an app's navigation between two graphs of it: `base` (before) and `head`
/// (after), as `navviz diff` reports it.
///
/// Source locations never count: moving code changes nothing. Names, feature kinds, edges
/// (owner, field, enum and case, target, kind, style) and what the roots reach do; other
/// feature metadata (the module) only when `DiffOptions` asks for it. Every list is sorted, so
/// the same two graphs always give the same diff.
public struct NavigationDiff: Hashable, Sendable {
  public static let schemaVersion = 1

  public var base: NavigationGraph
  public var head: NavigationGraph

  /// Features of `head` that `base` lacks (and that no removed feature looks renamed to).
  public var addedFeatures: [Feature] = []
  /// Features of `base` that `head` lacks, by their `base` names.
  public var removedFeatures: [Feature] = []
  /// Features that look renamed: gone under the old name, and a feature with the new name
  /// has the same edges.
  public var renamedFeatures: [FeatureRename] = []
  /// Features on both sides whose compared attributes differ (`struct` → `enum`).
  public var changedFeatures: [FeatureChange] = []

  /// Edges of `head` with no counterpart in `base`, in `head`'s names.
  public var addedEdges: [Edge] = []
  /// Edges of `base` with no counterpart in `head`, in `head`'s names (a renamed feature's
  /// edges are named as they are now).
  public var removedEdges: [Edge] = []
  /// The same edge shown another way (`sheet` → `navigationDestination`).
  public var restyledEdges: [EdgeChange] = []
  /// The same owner reaching the same target with another kind of edge (an optional child
  /// moved into a `Destination` enum, a sheet turned into a stack push).
  public var rekindedEdges: [EdgeChange] = []

  /// Features on both sides that a root reached before and none reaches now, or the reverse.
  public var reachability: [ReachabilityChange] = []

  /// Lint findings of `head` that `base` did not have, and those of `base` that are gone.
  public var newFindings: [Finding] = []
  public var fixedFindings: [Finding] = []

  /// The two sides, not yet compared (`init(base:head:options:)` compares them).
  init(uncompared base: NavigationGraph, head: NavigationGraph) {
    self.base = base
    self.head = head
  }

  /// Nothing changed that the diff compares.
  public var isEmpty: Bool { changeCount == 0 }

  /// Every reported change, counted once.
  public var changeCount: Int {
    addedFeatures.count + removedFeatures.count + renamedFeatures.count + changedFeatures.count
      + addedEdges.count + removedEdges.count + restyledEdges.count + rekindedEdges.count
      + reachability.count + newFindings.count + fixedFindings.count
  }
}
