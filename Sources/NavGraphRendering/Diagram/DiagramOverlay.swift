import NavGraphCore

/// Marks laid over a `Diagram` by a traced flow or a coverage report: which nodes and links
/// stand out or fade, extra label lines, notes beside features, a title and legend rows.
///
/// The diagram itself is unchanged, so a traced picture is the plain picture with the flow
/// drawn on it, and an empty overlay draws exactly the plain picture.
struct DiagramOverlay {
  enum Emphasis { case plain, strong, faded }

  struct NodeMark {
    var emphasis = Emphasis.plain
    /// A small capitalised tag above the name (like `ROOT`), and its colour.
    var tag: (text: String, color: String)?
    /// A line under the name (coverage: `2 of 3 edges`).
    var subtitle: String?
    var border: String?
    /// A dashed outline: the feature is gone (a diff's removed feature).
    var dashed = false
    var tooltip: [String] = []
  }

  struct LinkMark {
    var emphasis = Emphasis.plain
    /// A bold line added to the link's label (step numbers, visit counts).
    var label: String?
    /// Overrides the kind's colour and line style (coverage marks unvisited edges).
    var color: String?
    var style: LineStyle?
    var classes: [String] = []
    var tooltip: [String] = []
  }

  /// How one case row of an enum reducer's table is drawn.
  struct CaseMark {
    var prefix: String
    var color: String
    var fill: String?
  }

  /// A note drawn beside a feature (a runtime issue).
  struct Note {
    var feature: String
    var title: String
    var lines: [String]
    var tooltip: String
  }

  struct LegendRow {
    var swatch: String
    var color: String
    var text: String
  }

  var title: String?
  /// By feature or enum reducer name.
  var nodes: [String: NodeMark] = [:]
  /// By the graph edge a link draws.
  var links: [Edge: LinkMark] = [:]
  /// Enum reducer name → case name → mark.
  var cases: [String: [String: CaseMark]] = [:]
  var notes: [Note] = []
  /// The emphasis of everything the overlay does not mention (a trace fades what the flow
  /// never touched).
  var unmarked = Emphasis.plain
  var legend: [LegendRow] = []
  /// Class names added to the whole graph (`navviz-trace`, `navviz-coverage`).
  var graphClass: String?

  static let fadedLine = Palette.hairline
  static let fadedText = "#8c959f"
}

extension DiagramOverlay {
  func mark(for node: Diagram.Node, in diagram: Diagram) -> NodeMark {
    switch node.role {
    case .feature, .enumReducer:
      return nodes[node.name] ?? NodeMark(emphasis: unmarked)
    case .group:
      // Overlays mark features; a group is drawn as it is.
      return NodeMark()
    case .leaf:
      // A leaf is as visible as the link that leads to it.
      let incoming = diagram.links.filter { $0.to == node.id }
      return NodeMark(emphasis: incoming.map { mark(for: $0).emphasis }.max() ?? unmarked)
    }
  }

  func mark(for link: Diagram.Link) -> LinkMark {
    if let edge = link.edge { return links[edge] ?? LinkMark(emphasis: unmarked) }
    // An owner-to-enum link stands for all the cases of one field: it is as visible as the
    // most visible of them.
    let emphasis = link.represents.map { (links[$0] ?? LinkMark(emphasis: unmarked)).emphasis }
      .max() ?? unmarked
    return LinkMark(emphasis: emphasis)
  }
}

extension DiagramOverlay.Emphasis: Comparable {
  private var rank: Int {
    switch self {
    case .faded: 0
    case .plain: 1
    case .strong: 2
    }
  }

  static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}
