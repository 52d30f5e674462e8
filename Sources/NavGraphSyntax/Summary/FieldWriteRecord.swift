/// A write to a member path: `state.alert = AlertState(...)`, `self.alert = alert` in an
/// initializer, `state.alert = nil`, or a labelled argument of a state's initializer
/// (`Feature.State(alert: ...)`, `.init(alert: ...)`). What tells a presentation that is set
/// somewhere from one nothing ever shows, and who clears it by hand.
struct FieldWriteRecord: Sendable, Codable {
  enum Value: Sendable, Codable {
    /// `= nil`.
    case clear
    /// A parameter of the initializer the write is in, handed on (`self.alert = alert`): set
    /// only where a caller passes it.
    case parameter
    /// Anything else.
    case value
  }

  var scope: [String]
  /// The member path written, below the state when it starts there (`alert`,
  /// `child.destination`).
  var path: [String]
  /// Written through the state (`state.`, `self.`, `$0.`) or as a bare name in the state's own
  /// code, rather than through some other value or as a labelled argument.
  var isOnState: Bool
  var value: Value
  /// The value is built as a presentation's is: a case (`.edit(...)`), a state or prompt
  /// (`Editor.State(...)`, `AlertState { ... }`, `.init(...)`). A write through some other
  /// value counts only then (`request.destination = ending` sets no feature's field).
  var isBuiltValue = true
  var position: Position
  /// The action handler it is written in (`ActionHandlerRecognizer`), `nil` outside one.
  var handlers: [[String]]? = nil
}
