/// A feature that looks renamed: its old name is gone, and the new one has the same edges.
public struct FeatureRename: Hashable, Sendable, Comparable, Encodable {
  public var from: String
  public var to: String

  public init(from: String, to: String) {
    self.from = from
    self.to = to
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.to, lhs.from) < (rhs.to, rhs.from)
  }
}
