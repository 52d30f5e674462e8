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

  /// Canonical order: `from`, `field`, `via`, `case`, `to`, `kind`, `style`, then the location
  /// as written (`path:line:column`), comparing each as a string with a missing value as `""`.
  ///
  /// Field by field rather than through an array of keys: sorting and every sorted lookup call
  /// this, and building eight strings per comparison (the location's text among them) would
  /// weigh on every scan. The location's text is only built when all else is equal.
  public static func < (lhs: Edge, rhs: Edge) -> Bool {
    if lhs.from != rhs.from { return lhs.from < rhs.from }
    if let order = Self.order(lhs.field, rhs.field) { return order }
    if let order = Self.order(lhs.via, rhs.via) { return order }
    if let order = Self.order(lhs.case, rhs.case) { return order }
    if lhs.to != rhs.to { return lhs.to < rhs.to }
    if lhs.kind != rhs.kind { return lhs.kind.rawValue < rhs.kind.rawValue }
    if let order = Self.order(lhs.style?.rawValue, rhs.style?.rawValue) { return order }
    if lhs.location == rhs.location { return false }
    return (lhs.location?.description ?? "") < (rhs.location?.description ?? "")
  }

  /// `nil` when the two sort alike (a missing value sorts as `""`), else whether `lhs` is first.
  private static func order(_ lhs: String?, _ rhs: String?) -> Bool? {
    let left = lhs ?? "", right = rhs ?? ""
    return left == right ? nil : left < right
  }
}
