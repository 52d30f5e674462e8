/// A feature on both sides that some root reached before and none reaches now, or the
/// reverse. Roots are the graph's own (features nothing presents, pushes or scopes to), but a
/// root does not reach itself, and a feature that is a root on one side only because its last
/// integration was removed is no entry point: that screen, and what only it leads to, count as
/// no longer reached.
package struct ReachabilityChange: Hashable, Sendable, Comparable {
  /// By its name in `head`.
  package var feature: String
  /// The roots that reach it in `base` (in `head`'s names) and in `head`, sorted; one of the
  /// two is empty.
  package var before: [String]
  package var after: [String]

  package init(feature: String, before: [String], after: [String]) {
    self.feature = feature
    self.before = before
    self.after = after
  }

  /// No root reaches it any more.
  package var isLost: Bool { after.isEmpty }

  package static func < (lhs: Self, rhs: Self) -> Bool { lhs.feature < rhs.feature }
}
