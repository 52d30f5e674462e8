import NavGraphCore

/// What a drawn link shows: a kind of edge of the graph, or a screen switch, which the graph
/// keeps as a `scope` edge with a case (`Edge.isScreenSwitch`) but pictures draw as the
/// navigation it is. Its raw value names it in CSS classes and in the HTML viewer's data.
enum LinkKind: String, CaseIterable, Hashable {
  case presentation, destination, stack, alert, dialog
  case screenSwitch = "switch"
  case scope, collection

  init(_ edge: Edge) {
    if edge.isScreenSwitch {
      self = .screenSwitch
      return
    }
    switch edge.kind {
    case .presentation: self = .presentation
    case .destination: self = .destination
    case .stack: self = .stack
    case .alert: self = .alert
    case .dialog: self = .dialog
    case .scope: self = .scope
    case .collection: self = .collection
    }
  }

  /// `Scope` and `forEach` over a collection: structure, drawn light so navigation stands out.
  var isComposition: Bool { self == .scope || self == .collection }
}
