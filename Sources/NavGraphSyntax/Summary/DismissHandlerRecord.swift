/// `case .alert(.dismiss):` in a reducer's `switch`, with the state fields its body sets to
/// `nil` (`state.alert = nil`): presentation integrated by hand rather than with `ifLet`.
struct DismissHandlerRecord: Sendable, Codable {
  var scope: [String]
  /// The action cases down to `.dismiss`: `["alert"]` for `.alert(.dismiss)`.
  var actionPath: [String]
  /// Member paths below the state (`alert`, `destinationState.destination`).
  var clearedFields: [String] = []
  var position: Position
  /// It matches every action of the presentation (`case .alert:`), not `.dismiss` alone.
  var isCatchAll = false
}
