/// What one node of a picture stands for.
package enum PictureLevel: String, CaseIterable, Sendable {
  /// A feature: every feature drawn.
  case feature
  /// An overview: a node per module, or per flow where one module holds most of the app
  /// (`FeatureGrouping.suited(to:)`).
  case overview
  /// A module (a flow where the app is one module).
  case module
  /// A flow: a screen and what is first reached through it.
  case flow
}
