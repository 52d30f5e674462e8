import NavGraphCore

extension DiagramGraphvizBuilder {
  /// A table of what this picture draws: a row for a line or a box the reader cannot find is
  /// noise, so only the kinds and roles drawn have one; then what was left out, counted.
  func addLegend(to graph: GraphvizGraph) {
    let legend = graph.node("legend")
    graph.set(legend, "shape", "plain")
    graph.set(legend, "fontname", DiagramStyle.font)
    graph.set(legend, "class", "navviz-legend")
    var rows = "<TR><TD COLSPAN=\"2\" ALIGN=\"LEFT\"><B>Legend</B></TD></TR>"
    // Alerts and dialogs share one look.
    let drawnKinds = Set(diagram.links.map { $0.kind == .dialog ? LinkKind.alert : $0.kind })
    for kind in LinkKind.allCases where drawnKinds.contains(kind) {
      let look = DiagramStyle.look(for: kind)
      let line = look.style == "dotted" ? "┈┈▶" : look.style == "dashed" ? "╌╌▶" : "━━▶"
      rows += "<TR><TD ALIGN=\"LEFT\"><FONT COLOR=\"\(look.color)\">\(line)</FONT></TD>"
        + "<TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"9\">\(look.description)</FONT></TD></TR>"
    }
    if diagram.links.contains(where: { $0.aggregates && $0.represents.count > 1 }) {
      rows += note("a thicker line stands for more edges; its label counts them")
    }
    for (fill, text) in nodeRows() {
      rows += "<TR><TD BGCOLOR=\"\(fill)\"> </TD><TD ALIGN=\"LEFT\">"
        + "<FONT POINT-SIZE=\"9\">\(text)</FONT></TD></TR>"
    }
    if options.focus != nil {
      rows += "<TR><TD BORDER=\"2\" COLOR=\"\(DiagramStyle.focusBorder)\"> </TD>"
        + "<TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"9\">the focused feature</FONT></TD></TR>"
    }
    for line in leftOut() { rows += note(line) }
    let scale = diagram.scale
    if scale.isCompact {
      rows += "<TR><TD COLSPAN=\"2\" ALIGN=\"LEFT\"><FONT POINT-SIZE=\"9\">\(scale.features) "
        + "features: fields are in each edge's tooltip, not on the edge</FONT></TD></TR>"
    }
    for row in overlay.legend {
      rows += "<TR><TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"9\" COLOR=\"\(row.color)\"><B>"
        + "\(GraphvizText.html(row.swatch))</B></FONT></TD><TD ALIGN=\"LEFT\">"
        + "<FONT POINT-SIZE=\"9\">\(GraphvizText.html(row.text))</FONT></TD></TR>"
    }
    graph.setHTML(legend, "label",
      "<TABLE BORDER=\"1\" CELLBORDER=\"0\" CELLSPACING=\"2\" COLOR=\"#d0d7de\">\(rows)</TABLE>")
  }

  /// A swatch and its words for each role of node drawn.
  private func nodeRows() -> [(fill: String, text: String)] {
    let roles = diagram.nodes.map(\.role)
    var rows: [(String, String)] = []
    let groups = roles.compactMap { if case .group(let summary) = $0 { summary } else { nil } }
    if roles.contains(.feature(isEntryPoint: true))
      || groups.contains(where: { !$0.entryPoints.isEmpty })
    {
      rows.append((DiagramStyle.entryFill, "entry point: where the app starts"))
    }
    if let grouping = diagram.grouping, groups.contains(where: { !$0.isReference }) {
      let what = grouping == .module
        ? "a module (--module NAME draws its features)"
        : "a flow: a screen and what is first reached through it (--module NAME draws it)"
      rows.append((DiagramStyle.groupFill, what))
    }
    if groups.contains(where: \.isReference) {
      let word = diagram.grouping == .module ? "module" : "flow"
      rows.append((DiagramStyle.groupFill, "another \(word), where an edge comes from or goes"))
    }
    if roles.contains(where: { if case .enumReducer = $0 { true } else { false } }) {
      rows.append((DiagramStyle.enumFill, "enum reducer and its cases"))
    }
    if roles.contains(.leaf) { rows.append((DiagramStyle.leafFill, "alert, dialog or plain data")) }
    return rows
  }

  /// What the picture leaves out, counted, and features no entry point reaches.
  private func leftOut() -> [String] {
    var lines: [String] = []
    if let unconnected = diagram.unconnected, !unconnected.isEmpty {
      lines.append(
        unconnected.count == 1
          ? "1 feature no entry point reaches"
          : "\(unconnected.count) features no entry point reaches")
    }
    let hidden = diagram.hiddenCompositionEdges
    if hidden > 0 {
      lines.append(
        hidden == 1
          ? "1 Scope/forEach child not drawn (--include-composition shows it)"
          : "\(hidden) Scope/forEach children not drawn (--include-composition shows them)")
    }
    if let isolated = diagram.isolated.legendText { lines.append(isolated) }
    return lines
  }

  /// A line in the text column: spanning both would widen the swatch column instead.
  private func note(_ text: String) -> String {
    "<TR><TD></TD><TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"9\">\(GraphvizText.html(text))"
      + "</FONT></TD></TR>"
  }
}
