/// How a feature reaches another, as the graph draws it: the edge kinds of the navgraph-v1
/// schema. The scanner, reflection, lint and the renderers all speak of edges in these words.
public enum EdgeKind: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
  /// Optional child state (`@Presents var child: Child.State?`, or `ifLet` over an optional).
  case presentation
  /// A case of an enum destination reducer held in an optional presentation field.
  case destination
  /// A case of a `Path` enum reducer held in `StackState` and integrated with `forEach`.
  case stack
  /// An `AlertState` case or field.
  case alert
  /// A `ConfirmationDialogState` case or field.
  case dialog
  /// A child that is always present (`Scope(state:action:)`).
  case scope
  /// `forEach` over an `IdentifiedArray` of child states.
  case collection

  /// Navigation edges change what is on screen; composition edges (`scope`, `collection`)
  /// only structure features, and are drawn only when asked for.
  public var isNavigation: Bool {
    switch self {
    case .presentation, .destination, .stack, .alert, .dialog: true
    case .scope, .collection: false
    }
  }

  /// Tree-based navigation: presenting a destination (as opposed to pushing onto a stack).
  public var isTree: Bool {
    switch self {
    case .presentation, .destination, .alert, .dialog: true
    case .stack, .scope, .collection: false
    }
  }

  /// The prompt an `.alert` or `.dialog` edge presents.
  public var promptKind: PromptKind? {
    switch self {
    case .alert: .alert
    case .dialog: .dialog
    case .presentation, .destination, .stack, .scope, .collection: nil
    }
  }

  public static func < (lhs: EdgeKind, rhs: EdgeKind) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
