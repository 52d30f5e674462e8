import NavGraphModel

/// A `switch` case of a feature's reducer that handles a presentation's dismissal itself
/// (`case .alert(.dismiss):`, or every action of it, `case .alert:`), with the state fields its
/// body sets to `nil`: how a reducer integrates presentation by hand, without `ifLet`.
package struct DismissHandler: Hashable, Sendable {
  /// The action cases down to `.dismiss`: `["alert"]` for `.alert(.dismiss)`.
  package var actionPath: [String]
  /// The fields set to `nil` in the case's body, as member paths below the state.
  package var clearedFields: [String]
  package var location: SourceLocation
  /// The case matches every action of the presentation (`case .alert:`, `case let
  /// .alert(action):`), its dismissal among them, rather than `.dismiss` alone.
  package var isCatchAll: Bool

  package init(
    actionPath: [String], clearedFields: [String], location: SourceLocation,
    isCatchAll: Bool = false
  ) {
    self.actionPath = actionPath
    self.clearedFields = clearedFields
    self.location = location
    self.isCatchAll = isCatchAll
  }
}
