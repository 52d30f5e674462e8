import NavGraphCore

/// An alert or dialog built (`AlertState { ... } actions: { ... }`), with the buttons written
/// in it and whether one of them closes it without an action.
struct PromptBuildRecord: Sendable, Codable {
  var scope: [String]
  /// The action type an `extension AlertState where Action == Feature.Action.Alert` names,
  /// when the prompt is built in one: whose prompt it is.
  var owner: String?
  var kind: PromptKind
  var closesWithoutAction: Bool
  /// The buttons written in its call, in source order; a button built elsewhere (a helper,
  /// a variable) is not among them.
  var buttons: [PromptButtonRecord] = []
  var position: Position
  /// Built as `.init(...)`, its type implied by the state field it is assigned to
  /// (`state.alert = .init(title: ...)`): that field's path. `kind` is then the field's,
  /// settled in resolution (`ImpliedPrompt`); a field holding no prompt makes it none.
  var impliedField: String? = nil
}
