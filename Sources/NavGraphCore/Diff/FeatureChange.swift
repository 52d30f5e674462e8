/// One attribute of a feature that differs between the two sides (`kind`: `struct` → `enum`).
public struct FeatureChange: Hashable, Sendable, Comparable {
  /// The feature, by its name in `head`.
  public var name: String
  public var attribute: FeatureAttribute
  /// The attribute's value on each side; `nil` when that side does not say (no module).
  public var before: String?
  public var after: String?

  public init(name: String, attribute: FeatureAttribute, before: String?, after: String?) {
    self.name = name
    self.attribute = attribute
    self.before = before
    self.after = after
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.name, lhs.attribute.rawValue) < (rhs.name, rhs.attribute.rawValue)
  }
}
