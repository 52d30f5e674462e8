import NavGraphModel

/// A place that builds a `Store` for a feature (`Store(initialState: AppFeature.State()) {
/// AppFeature() }`): where the app actually starts running a feature. Lint takes the features
/// of stores built outside tests and previews as the app's entry points.
package struct StoreEntry: Hashable, Sendable, Comparable {
  /// The feature (resolved name) the store runs.
  package var feature: String
  package var location: SourceLocation
  package var isTest: Bool
  /// Inside `#Preview { ... }` or a `PreviewProvider`.
  package var isPreview: Bool
  /// The feature whose view (or controller) builds the store: the nearest enclosing type
  /// holding a `store` of a feature; `nil` outside one (an `App`, a scene, a test).
  package var builtInViewOf: String?
  /// The store runs the feature's reducer (`{ Feature() }`, `reducer: featureReducer`), not
  /// only its state: a placeholder over `EmptyReducer()` or `{}` draws the screen and runs
  /// nothing.
  package var runsReducer: Bool

  package init(
    feature: String, location: SourceLocation, isTest: Bool, isPreview: Bool,
    builtInViewOf: String? = nil, runsReducer: Bool = true
  ) {
    self.builtInViewOf = builtInViewOf
    self.runsReducer = runsReducer
    self.feature = feature
    self.location = location
    self.isTest = isTest
    self.isPreview = isPreview
  }

  package static func < (lhs: StoreEntry, rhs: StoreEntry) -> Bool {
    (lhs.location, lhs.feature) < (rhs.location, rhs.feature)
  }
}
