/// What a `NavigationDiff` compares beyond navigation itself.
package struct DiffOptions: Hashable, Sendable {
  /// Feature attributes compared; `kind` always is (see `FeatureAttribute`).
  package var attributes: Set<FeatureAttribute>

  package init(attributes: Set<FeatureAttribute> = FeatureAttribute.always) {
    self.attributes = attributes.union(FeatureAttribute.always)
  }
}
