/// One edge as it was (`before`, in `head`'s names) and as it is (`after`).
public struct EdgeChange: Hashable, Sendable, Comparable, Encodable {
  public var before: Edge
  public var after: Edge

  public init(before: Edge, after: Edge) {
    self.before = before
    self.after = after
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.after != rhs.after ? lhs.after < rhs.after : lhs.before < rhs.before
  }
}
