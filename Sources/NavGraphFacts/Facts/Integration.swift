import NavGraphModel

/// `.ifLet`, `.forEach`, `.ifCaseLet` or `Scope` in a feature's body.
package struct Integration: Hashable, Sendable {
  package var op: IntegrationOperator
  /// First component of the state path (`destination` in `\.$destination`).
  package var stateField: String?
  /// A case named after the field (`addItem` in `\.destination?.addItem`, or the case of
  /// `/State.addItem`).
  package var stateCase: String?
  /// The action case (`destination` in `\.destination` or `/Action.destination`).
  package var actionCase: String?
  /// Every case of the action path (`["child", "path"]` for `\.child.path`).
  package var actionPath: [String]
  /// The payload of the case the action path ends at, generic parameters filled in
  /// (`StackActionOf<Path>`); `nil` when the scanned sources do not say.
  package var actionPayloadText: String?
  /// The child reducer from the trailing closure, resolved; `nil` when inferred.
  package var child: String?
  /// The constant the state key path was handed as when no such constant could be found
  /// (`.ifLet(destinationPath, ...)` with `destinationPath` declared out of sight): the
  /// integration may be on any field.
  package var unresolvedStateName: String?
  /// TCA 2.0's `forEach(..., dismissStyle: .stack)`: the style named (`stack`, `list`), `nil`
  /// when left to its default (`.list`).
  package var dismissStyle: DismissStyle?
  /// Written with `/Type.case` case paths or an action closure.
  package var usesLegacySyntax: Bool
  package var location: SourceLocation

  package init(
    op: IntegrationOperator, stateField: String?, stateCase: String?, actionCase: String?,
    child: String?, usesLegacySyntax: Bool, location: SourceLocation,
    actionPath: [String]? = nil, actionPayloadText: String? = nil,
    unresolvedStateName: String? = nil, dismissStyle: DismissStyle? = nil
  ) {
    self.dismissStyle = dismissStyle
    self.unresolvedStateName = unresolvedStateName
    self.actionPath = actionPath ?? actionCase.map { [$0] } ?? []
    self.actionPayloadText = actionPayloadText
    self.op = op
    self.stateField = stateField
    self.stateCase = stateCase
    self.actionCase = actionCase
    self.child = child
    self.usesLegacySyntax = usesLegacySyntax
    self.location = location
  }
}
