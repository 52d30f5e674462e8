/// One way a feature navigates to (or is composed of) another.
///
/// `from` is always the feature that owns the field, also for destination and stack edges:
/// the enum reducer in between is named in `via`, the case in `case`.
public struct Edge: Hashable, Sendable, Comparable {
  public var from: String
  /// A feature, or a leaf that is not a reducer (`AlertState`, `ConfirmationDialogState`, or
  /// plain data held by a case).
  public var to: String
  public var kind: EdgeKind
  /// The state field that holds the child (`destination`, `path`, `rows`).
  public var field: String?
  /// The enum reducer between owner and child (`Inventory.Destination`).
  public var via: String?
  /// The case of `via` that holds the child (`addItem`).
  public var `case`: String?
  /// How view code shows it (`sheet`, `navigationDestination`, ...), when the scanner saw it.
  public var style: PresentationStyle?
  /// Where the integration is declared, relative to the input root.
  public var location: SourceLocation?

  public init(
    from: String, to: String, kind: EdgeKind, field: String? = nil, via: String? = nil,
    case: String? = nil, style: PresentationStyle? = nil, location: SourceLocation? = nil
  ) {
    self.from = from
    self.to = to
    self.kind = kind
    self.field = field
    self.via = via
    self.case = `case`
    self.style = style
    self.location = location
  }

  private var sortKey: [String] {
    [from, field ?? "", via ?? "", `case` ?? "", to, kind.rawValue, style?.rawValue ?? "",
     location?.description ?? ""]
  }

  public static func < (lhs: Edge, rhs: Edge) -> Bool {
    lhs.sortKey.lexicographicallyPrecedes(rhs.sortKey)
  }
}
