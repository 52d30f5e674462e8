import NavGraphModel

/// An alert or dialog a feature builds (`AlertState { ... } actions: { ... }`), in its code or
/// in an `extension ConfirmationDialogState where Action == Feature.Action`, with the buttons
/// written in the call.
package struct PromptBuild: Hashable, Sendable {
  package var kind: PromptKind
  /// In source order; buttons built elsewhere (a helper, a variable) are not among them.
  package var buttons: [PromptButton]
  /// The action type the prompt is built for, when the extension it is built in names it
  /// (`extension AlertState where Action == Feature.Action.Alert`), as its components; `nil`
  /// for a prompt built inline, whose type is inferred.
  package var actionType: [String]?
  package var location: SourceLocation

  package init(
    kind: PromptKind, buttons: [PromptButton], actionType: [String]? = nil,
    location: SourceLocation
  ) {
    self.kind = kind
    self.buttons = buttons
    self.actionType = actionType
    self.location = location
  }
}
