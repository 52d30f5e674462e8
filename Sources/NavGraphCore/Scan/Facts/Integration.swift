/// `.ifLet`, `.forEach`, `.ifCaseLet` or `Scope` in a feature's body.
public struct Integration: Hashable, Sendable {
  public enum Operator: String, Hashable, Sendable {
    case ifLet, forEach, ifCaseLet, scope = "Scope"
  }

  public var op: Operator
  /// First component of the state path (`destination` in `\.$destination`).
  public var stateField: String?
  /// A case named after the field (`addItem` in `\.destination?.addItem`, or the case of
  /// `/State.addItem`).
  public var stateCase: String?
  /// The action case (`destination` in `\.destination` or `/Action.destination`).
  public var actionCase: String?
  /// The child reducer from the trailing closure, resolved; `nil` when inferred.
  public var child: String?
  /// Written with `/Type.case` case paths or an action closure.
  public var usesLegacySyntax: Bool
  public var location: SourceLocation

  public init(
    op: Operator, stateField: String?, stateCase: String?, actionCase: String?,
    child: String?, usesLegacySyntax: Bool, location: SourceLocation
  ) {
    self.op = op
    self.stateField = stateField
    self.stateCase = stateCase
    self.actionCase = actionCase
    self.child = child
    self.usesLegacySyntax = usesLegacySyntax
    self.location = location
  }
}
