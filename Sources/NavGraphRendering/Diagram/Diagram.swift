import NavGraphCore

/// What a picture of a navigation graph shows, decided once and drawn by every visual format
/// (DOT and so SVG/PNG/PDF, and Mermaid) so that they agree.
///
/// - Every feature is a node; entry points are marked and come first, in source order.
/// - An enum reducer named in `via` is one node listing its cases, so a reader sees which cases
///   belong together: the owner links to it (labelled with the field), each case links on.
/// - Non-reducer targets (`AlertState`, plain data) are small leaf nodes, one per place that
///   shows them, so alerts stay next to the feature that raises them.
/// - Navigation and screen switches are drawn; composition as `DrawnEdges` decides.
/// - An overview (`Diagram(overview:)`) draws groups of features instead, one node each.
struct Diagram {
  enum Role: Equatable {
    case feature(isEntryPoint: Bool)
    case enumReducer(cases: [String])
    case leaf
    /// A module or flow of an overview (or, in a picture of one group, another group its
    /// features link to).
    case group(GroupSummary)
  }

  struct Node {
    var id: String
    var role: Role
    /// The feature or type name, exactly as written.
    var name: String
    var module: String?
    /// `2.0` for a feature written against TCA 2.0, shown beside its module; `nil` for 1.x.
    var generationTag: String?
    var location: SourceLocation?
    var findings: [Finding] = []
    /// The feature a `--focus` picture is about.
    var isFocus = false
  }

  struct Link {
    var from: String
    /// The index of the case in the enum node the link leaves from.
    var fromCase: Int?
    var to: String
    var kind: LinkKind
    var label: String?
    /// The graph edge this link draws (nil for owner-to-enum links, which stand for several).
    var edge: Edge?
    var location: SourceLocation?
    /// Lint findings about the field or case this link draws.
    var findings: [Finding] = []
    /// For an owner-to-enum link, or a link between groups: the graph edges it stands for.
    var represents: [Edge] = []
    /// Whether the layout ranks its ends by it. An overview of flows ranks by the tree the
    /// flows were cut from only: the other links (a screen many flows present) are drawn
    /// without pulling the flows into a long chain.
    var constrains = true
    /// A link between groups, or between a group and a feature: it counts the edges it stands
    /// for, and is as thick as they are many.
    var aggregates = false
  }

  var nodes: [Node] = []
  var links: [Link] = []
  /// Composition edges (`Scope`, `forEach` over a collection) of the pictured graph left out
  /// because they connect nothing new: the legend counts them, so a reader knows there is
  /// more structure than drawn.
  var hiddenCompositionEdges = 0
  /// Features no entry point reaches (`nil` in a picture of part of the app): the legend
  /// counts them.
  var unconnected: [String]?
  /// The node ids of the entry points no other one reaches, in source order: drawn side by
  /// side where the picture starts.
  var startIDs: [String] = []
  /// Features without navigation left out of the picture (`IsolatedFeatures`): the legend
  /// counts them.
  var isolated: IsolatedFeatures
  /// What an overview groups features by; `nil` for a picture of features.
  var grouping: FeatureGrouping?
  /// Why the picture is an overview when nobody asked for one (`Diagram.picture`).
  var levelNote: String?

  /// The features `options` select of `source`; `lint` says whether their findings are drawn.
  init(_ source: NavigationGraph, options: RenderOptions, lint: LintOverlay)
    throws(NavGraphError)
  {
    let selected = try (options.isPreselected ? source : source.selecting(
      options.selection, includeComposition: options.includeComposition
    )).sorted()
    isolated = IsolatedFeatures(selected, options: options)
    let graph = isolated.remaining
    let drawn = DrawnEdges(graph, options: options)
    hiddenCompositionEdges = drawn.hiddenComposition
    unconnected = drawn.unconnected
    addNodes(
      for: graph, drawn: drawn, focus: options.focus, findings: lint.index(graph.findings))
  }

  /// A finding is about an edge when it names the edge's case of the enum in between
  /// (`unreachable-destination-case`), or the owner's field the edge leaves from
  /// (`unintegrated-presentation`, `multiple-presentation-optionals`), and its case if it
  /// names one.
  static func finding(_ finding: Finding, isAbout edge: Edge) -> Bool {
    if let via = edge.via, finding.feature == via, let name = finding.case {
      return name == edge.case
    }
    guard finding.feature == edge.from, let field = edge.field,
      finding.fields?.contains(field) == true
    else { return false }
    // A finding about one case of the owner's field (`presentation-cycle`,
    // `navigation-depth-budget`) marks that case's edge only.
    if let name = finding.case, edge.via != nil { return name == edge.case }
    return true
  }
}
