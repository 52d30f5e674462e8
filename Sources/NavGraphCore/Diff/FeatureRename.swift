/// A feature that looks renamed: its old name is gone, and the new one has the same edges.
package struct FeatureRename: Hashable, Sendable, Comparable, Encodable {
  package var from: String
  package var to: String

  package init(from: String, to: String) {
    self.from = from
    self.to = to
  }

  package static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.to, lhs.from) < (rhs.to, rhs.from)
  }
}
