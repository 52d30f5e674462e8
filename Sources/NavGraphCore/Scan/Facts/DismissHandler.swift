/// A `switch` case of a feature's reducer that handles a presentation's dismissal itself
/// (`case .alert(.dismiss):`), with the state fields its body sets to `nil`: how a reducer
/// integrates presentation by hand, without `ifLet`.
public struct DismissHandler: Hashable, Sendable {
  /// The action cases down to `.dismiss`: `["alert"]` for `.alert(.dismiss)`.
  public var actionPath: [String]
  /// The fields set to `nil` in the case's body, as member paths below the state.
  public var clearedFields: [String]
  public var location: SourceLocation

  public init(actionPath: [String], clearedFields: [String], location: SourceLocation) {
    self.actionPath = actionPath
    self.clearedFields = clearedFields
    self.location = location
  }
}
