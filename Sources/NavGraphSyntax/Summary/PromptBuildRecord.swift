import NavGraphCore

/// An alert or dialog built (`AlertState { ... } actions: { ... }`), with whether a button
/// closes it without an action.
struct PromptBuildRecord: Sendable, Codable {
  var scope: [String]
  /// The action type an `extension AlertState where Action == Feature.Action.Alert` names,
  /// when the prompt is built in one: whose prompt it is.
  var owner: String?
  var kind: PromptKind
  var closesWithoutAction: Bool
  var position: Position
}
