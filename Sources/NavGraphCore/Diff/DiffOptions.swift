/// What a `NavigationDiff` compares beyond navigation itself.
public struct DiffOptions: Hashable, Sendable {
  /// Feature attributes compared; `kind` always is (see `FeatureAttribute`).
  public var attributes: Set<FeatureAttribute>

  public init(attributes: Set<FeatureAttribute> = FeatureAttribute.always) {
    self.attributes = attributes.union(FeatureAttribute.always)
  }
}
