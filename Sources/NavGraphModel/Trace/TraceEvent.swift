/// A navigation change one action caused: a child presented or dismissed at an optional field,
/// or a stack element pushed or popped.
///
/// It names the graph edge it travels along the way an `Edge` does: `feature` is the feature
/// that owns the field (the edge's `from`), `via` and `case` the enum reducer and its case
/// when the field holds one, `to` the child.
public struct TraceEvent: Hashable, Sendable {
  /// The runtime's words for a change, recorded as they were reported.
  public var kind: NavigationChangeKind
  /// The feature whose state holds `field`.
  public var feature: String
  public var field: String
  public var via: String?
  public var `case`: String?
  /// The child feature (or `AlertState`, `ConfirmationDialogState`, plain data), when known.
  public var to: String?
  /// The stack element's id (its `StackElementID` generation), for pushes and pops.
  public var id: Int?

  public init(
    _ kind: NavigationChangeKind, feature: String, field: String, via: String? = nil,
    case: String? = nil, to: String? = nil, id: Int? = nil
  ) {
    self.kind = kind
    self.feature = feature
    self.field = field
    self.via = via
    self.case = `case`
    self.to = to
    self.id = id
  }
}
