/// What a picture's legend says, worded once: the Graphviz builder draws `rows` as a table
/// beside the picture; Mermaid, which has no legend, draws the lines about what the picture
/// leaves out (`isolated`, `unconnected`) as notes of their own.
///
/// A row for a line or a box the reader cannot find is noise, so only the kinds and roles
/// drawn have one; then what was left out, counted.
struct DiagramLegend {
  enum Row {
    /// A kind of link: its line in the kind's look, and what it means.
    case line(LinkKind)
    /// A role of node: a swatch of its fill, and what it is.
    case fill(String, String)
    /// A swatch outlined as the mark draws it, and what it marks.
    case outline(Outline, String)
    /// A line in the text column.
    case note(String)
    /// A line across both columns.
    case banner(String)
    /// A row an overlay adds (a traced flow's final state, coverage's marks).
    case overlay(DiagramOverlay.LegendRow)
  }

  private let diagram: Diagram

  init(_ diagram: Diagram) {
    self.diagram = diagram
  }

  /// The rows of the legend, top to bottom; `focus` says whether the picture is about one
  /// feature (`--focus`), whose outline gets a row.
  func rows(focus: Bool, overlay: DiagramOverlay) -> [Row] {
    // Alerts and dialogs share one look.
    let drawnKinds = Set(diagram.links.map { $0.kind == .dialog ? LinkKind.alert : $0.kind })
    var rows = LinkKind.allCases.filter(drawnKinds.contains).map(Row.line)
    if diagram.links.contains(where: { $0.aggregates && $0.represents.count > 1 }) {
      rows.append(.note("a thicker line stands for more edges; its label counts them"))
    }
    rows += nodeRows()
    if focus { rows.append(.outline(.focus, "the focused feature")) }
    // `render --lint` draws in red what a finding is about; without a row the red says nothing.
    if diagram.nodes.contains(where: { !$0.findings.isEmpty })
      || diagram.links.contains(where: { !$0.findings.isEmpty })
    {
      rows.append(.outline(.finding, "what a lint finding is about (its tooltip says it)"))
    }
    rows += [unconnected, hiddenComposition, isolated].compactMap { $0 }.map(Row.note)
    let scale = diagram.scale
    if scale.isCompact {
      rows.append(.banner(
        "\(scale.features) features: fields are in each edge's tooltip, not on the edge"))
    }
    return rows + overlay.legend.map(Row.overlay)
  }

  /// `3 features no entry point reaches`, or `nil` when every one is reached (or the picture
  /// is of part of the app, reached from outside it).
  var unconnected: String? {
    guard let count = diagram.unconnected?.count, count > 0 else { return nil }
    return count == 1
      ? "1 feature no entry point reaches" : "\(count) features no entry point reaches"
  }

  /// The composition edges left out (`DrawnEdges`), counted.
  var hiddenComposition: String? {
    switch diagram.hiddenCompositionEdges {
    case 0: nil
    case 1: "1 Scope/forEach child not drawn (--include-composition shows it)"
    case let hidden:
      "\(hidden) Scope/forEach children not drawn (--include-composition shows them)"
    }
  }

  /// The features without navigation left out, counted (worded by `IsolatedFeatures`, which
  /// a split Mermaid document also asks).
  var isolated: String? { diagram.isolated.legendText }

  /// A swatch and its words for each role of node drawn.
  private func nodeRows() -> [Row] {
    let roles = diagram.nodes.map(\.role)
    var rows: [Row] = []
    let groups = roles.compactMap { if case .group(let summary) = $0 { summary } else { nil } }
    if roles.contains(.feature(isEntryPoint: true))
      || groups.contains(where: { !$0.entryPoints.isEmpty })
    {
      rows.append(.fill(NodeLook.entryPoint.fill, "entry point: where the app starts"))
    }
    if let grouping = diagram.grouping, groups.contains(where: { !$0.isReference }) {
      let what = grouping == .module
        ? "a module (--module NAME draws its features)"
        : "a flow: a screen and what is first reached through it (--module NAME draws it)"
      rows.append(.fill(NodeLook.group.fill, what))
    }
    if groups.contains(where: \.isReference) {
      let word = diagram.grouping == .module ? "module" : "flow"
      rows.append(.fill(NodeLook.group.fill, "another \(word), where an edge comes from or goes"))
    }
    if roles.contains(where: { if case .enumReducer = $0 { true } else { false } }) {
      rows.append(.fill(NodeLook.enumReducer.fill, "enum reducer and its cases"))
    }
    if roles.contains(.leaf) {
      rows.append(.fill(NodeLook.leaf.fill, "alert, dialog or plain data"))
    }
    return rows
  }
}
