/// One attribute of a feature that differs between the two sides (`kind`: `struct` → `enum`).
package struct FeatureChange: Hashable, Sendable, Comparable {
  /// The feature, by its name in `head`.
  package var name: String
  package var attribute: FeatureAttribute
  /// The attribute's value on each side; `nil` when that side does not say (no module).
  package var before: String?
  package var after: String?

  package init(name: String, attribute: FeatureAttribute, before: String?, after: String?) {
    self.name = name
    self.attribute = attribute
    self.before = before
    self.after = after
  }

  package static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.name, lhs.attribute.rawValue) < (rhs.name, rhs.attribute.rawValue)
  }
}
