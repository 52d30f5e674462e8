/// A feature on both sides that some root reached before and none reaches now, or the
/// reverse. Roots are the graph's own (features nothing presents, pushes or scopes to), but a
/// root does not reach itself, and a feature that is a root on one side only because its last
/// integration was removed is no entry point: that screen, and what only it leads to, count as
/// no longer reached.
public struct ReachabilityChange: Hashable, Sendable, Comparable {
  /// By its name in `head`.
  public var feature: String
  /// The roots that reach it in `base` (in `head`'s names) and in `head`, sorted; one of the
  /// two is empty.
  public var before: [String]
  public var after: [String]

  public init(feature: String, before: [String], after: [String]) {
    self.feature = feature
    self.before = before
    self.after = after
  }

  /// No root reaches it any more.
  public var isLost: Bool { after.isEmpty }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.feature < rhs.feature }
}
