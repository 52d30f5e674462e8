/// Which composition edges (`Scope`, `forEach` over a collection) a picture draws. Screen
/// switches (`Edge.isScreenSwitch`) are drawn in every case: they are the app's first
/// navigation.
package enum CompositionEdges: String, CaseIterable, Sendable {
  /// Those that connect a feature to an entry point (`CompositionSpine`), light and thin; the
  /// legend counts the rest.
  case spine
  /// Every one (`--include-composition`).
  case all
  /// None (`--no-composition`): navigation alone.
  case none
}
