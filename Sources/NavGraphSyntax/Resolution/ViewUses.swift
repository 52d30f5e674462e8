import NavGraphCore

/// How the views use each feature's fields (`ViewUsePass`), for the facts lint reads.
struct ViewUses: Sendable {
  /// Per feature name, per field name: presented, or drawn in place.
  var byFeature: [String: [String: ViewUse]] = [:]
  /// Features some view holds a store of.
  var featuresWithViews: Set<String> = []

  /// Records a use; a presentation anywhere outweighs drawing in place elsewhere.
  mutating func record(_ use: ViewUse, feature: String, field: String) {
    if byFeature[feature]?[field] == .presented { return }
    byFeature[feature, default: [:]][field] = use
  }

  /// `facts` with each field's view use and whether the feature's views were found.
  func apply(to facts: [FeatureFacts]) -> [FeatureFacts] {
    facts.map { feature in
      var feature = feature
      feature.viewsFound = featuresWithViews.contains(feature.name)
      if let uses = byFeature[feature.name] {
        for index in feature.fields.indices {
          feature.fields[index].viewUse = uses[feature.fields[index].name] ?? .notFound
        }
      }
      return feature
    }
  }
}
