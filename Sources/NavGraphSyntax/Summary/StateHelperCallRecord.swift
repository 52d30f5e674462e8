/// A call of a method that is handed the state to change (`presentDetail(&state)`,
/// `self.route(&state, to: .settings)`): what the method builds (`state.destination =
/// .detail(...)`) runs for the action the call is handled in, so the call's handlers stand
/// for the method's.
struct StateHelperCallRecord: Sendable, Codable {
  var scope: [String]
  /// The method's name, without its labels.
  var name: String
  /// The action handler the call is in (`ActionHandlerRecognizer`), `nil` outside one.
  var handlers: [[String]]?
  /// Outside a handler: the method the call is in, whose own callers' handlers are its own.
  var helper: String?
}
