import NavGraphCore

/// What a feature's page says: how it is reached, where it goes, what lint found about it.
struct DocumentedFeature {
  var feature: Feature
  /// The page's base name, without folder or extension.
  var page: String
  /// Navigation edges that show this feature: what presents or pushes it.
  var incoming: [Edge]
  /// Navigation edges from this feature, including alerts and dialogs.
  var outgoing: [Edge]
  /// Composition edges (`Scope`, `forEach` over a collection) in either direction.
  var composition: [Edge]
  /// Findings about this feature or about an enum reducer it owns.
  var findings: [Finding]
}
