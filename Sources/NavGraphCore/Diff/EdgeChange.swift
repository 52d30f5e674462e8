/// One edge as it was (`before`, in `head`'s names) and as it is (`after`).
package struct EdgeChange: Hashable, Sendable, Comparable, Encodable {
  package var before: Edge
  package var after: Edge

  package init(before: Edge, after: Edge) {
    self.before = before
    self.after = after
  }

  package static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.after != rhs.after ? lhs.after < rhs.after : lhs.before < rhs.before
  }
}
