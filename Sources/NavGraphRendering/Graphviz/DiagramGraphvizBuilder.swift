import NavGraphCore

/// Builds a `Diagram` in cgraph: the single description behind DOT, SVG, PNG and PDF.
///
/// An overlay (a traced flow, coverage) changes how nodes and links look; an empty one draws
/// the plain picture.
struct DiagramGraphvizBuilder {
  var diagram: Diagram
  var options: RenderOptions
  var overlay = DiagramOverlay()
  /// Give every node and edge a stable SVG id (`node-n3`, `link-7`) for the HTML viewer's
  /// script, and leave out tooltips, which its panel replaces (Graphviz wraps a tooltip in an
  /// `<a xlink:title>` that HTML validators reject). Off otherwise: DOT and the pictures carry
  /// tooltips and no ids.
  var elementIDs = false

  static func elementID(node: String) -> String { "node-\(node)" }
  static func elementID(link index: Int) -> String { "link-\(index)" }

  func build(into graph: GraphvizGraph) {
    graph.set(graph.object, "rankdir", "LR")
    graph.set(graph.object, "fontname", DiagramStyle.font)
    graph.set(graph.object, "nodesep", "0.35")
    graph.set(graph.object, "ranksep", "0.7")
    graph.set(graph.object, "bgcolor", "white")
    let scale = DiagramScale(diagram: diagram)
    for attribute in scale.layoutAttributes {
      graph.set(graph.object, attribute.name, attribute.value)
    }
    var objects: [String: GraphvizGraph.Object] = [:]
    for node in diagram.nodes {
      let object = graph.node(node.id)
      objects[node.id] = object
      describe(node, object, in: graph)
      if elementIDs { graph.set(object, "id", Self.elementID(node: node.id)) }
    }
    for (index, link) in diagram.links.enumerated() {
      guard let tail = objects[link.from], let head = objects[link.to] else { continue }
      let edge = graph.edge(from: tail, to: head)
      describe(link, edge, in: graph, labelled: !scale.isCompact)
      if elementIDs { graph.set(edge, "id", Self.elementID(link: index)) }
    }
    addOverlayNotes(to: graph, objects: objects)
    addOverlayTitle(to: graph)
    if options.legend { addLegend(to: graph) }
  }

  /// `labelled` is false in a compact picture (`DiagramScale`): the field name is left out
  /// of the label (the tooltip keeps it); an overlay's label stays.
  private func describe(_ link: Diagram.Link, _ object: GraphvizGraph.Object,
                        in graph: GraphvizGraph, labelled: Bool) {
    let look = DiagramStyle.look(for: link.kind)
    let mark = overlay.mark(for: link)
    var color = mark.color ?? look.color
    var fontColor = color
    var penwidth: String?
    switch mark.emphasis {
    case .plain: break
    case .strong: penwidth = "2.5"
    case .faded:
      color = DiagramOverlay.fadedLine
      fontColor = DiagramOverlay.fadedText
    }
    var classes = "navviz-edge navviz-\(link.kind.rawValue)"
    if !link.findings.isEmpty {
      // A finding outranks the kind's colour: the reader is looking for what to fix.
      classes += " navviz-finding"
      color = DiagramStyle.findingBorder
      fontColor = DiagramStyle.findingBorder
      penwidth = "2"
    }
    classes += mark.classes.map { " " + $0 }.joined()
    graph.set(object, "color", color)
    graph.set(object, "style", mark.style ?? look.style)
    graph.set(object, "arrowhead", look.arrowhead)
    graph.set(object, "fontname", DiagramStyle.font)
    graph.set(object, "fontsize", "10")
    graph.set(object, "fontcolor", fontColor)
    if let penwidth { graph.set(object, "penwidth", penwidth) }
    graph.set(object, "class", classes)
    if let index = link.fromCase { graph.set(object, "tailport", "c\(index):e") }
    var label = labelled ? link.label.map { "<I>\(GraphvizText.html($0))</I>" } : nil
    if let extra = mark.label {
      label = (label.map { $0 + "<BR/>" } ?? "") + "<B>\(GraphvizText.html(extra))</B>"
    }
    if let label {
      // A real `label` (placed by the layout, never over a node) is safe because navviz
      // draws no clusters: edge labels with clusters crash Graphviz 2.42 (GRAPHVIZ-NOTES),
      // so if clusters ever come, this must become `xlabel`.
      graph.setHTML(object, "label", label)
    }
    if !elementIDs {
      graph.set(object, "tooltip", GraphvizText.plain(tooltip(for: link, extra: mark.tooltip)))
    }
    if let url = sourceURL(link.location) { graph.set(object, "URL", url) }
  }

  private func addLegend(to graph: GraphvizGraph) {
    let legend = graph.node("legend")
    graph.set(legend, "shape", "plain")
    graph.set(legend, "fontname", DiagramStyle.font)
    graph.set(legend, "class", "navviz-legend")
    var rows = "<TR><TD COLSPAN=\"2\" ALIGN=\"LEFT\"><B>Legend</B></TD></TR>"
    // Only what this picture draws: a row for a line or a box the reader cannot find is noise.
    // (Alerts and dialogs share one look.)
    let drawnKinds = Set(diagram.links.map { $0.kind == .dialog ? EdgeKind.alert : $0.kind })
    for kind in [EdgeKind.presentation, .destination, .stack, .alert, .scope, .collection]
    where drawnKinds.contains(kind) {
      let look = DiagramStyle.look(for: kind)
      let line = look.style == "dotted" ? "┈┈▶" : look.style == "dashed" ? "╌╌▶" : "━━▶"
      rows += "<TR><TD ALIGN=\"LEFT\"><FONT COLOR=\"\(look.color)\">\(line)</FONT></TD>"
        + "<TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"9\">\(look.description)</FONT></TD></TR>"
    }
    let roles = diagram.nodes.map(\.role)
    if roles.contains(.feature(isRoot: true)) {
      rows += "<TR><TD BGCOLOR=\"\(DiagramStyle.rootFill)\"> </TD><TD ALIGN=\"LEFT\">"
        + "<FONT POINT-SIZE=\"9\">root feature</FONT></TD></TR>"
    }
    if options.focus != nil {
      rows += "<TR><TD BORDER=\"2\" COLOR=\"\(DiagramStyle.focusBorder)\"> </TD>"
        + "<TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"9\">the focused feature</FONT></TD></TR>"
    }
    if roles.contains(where: { if case .enumReducer = $0 { true } else { false } }) {
      rows += "<TR><TD BGCOLOR=\"\(DiagramStyle.enumFill)\"> </TD><TD ALIGN=\"LEFT\">"
        + "<FONT POINT-SIZE=\"9\">enum reducer and its cases</FONT></TD></TR>"
    }
    if roles.contains(.leaf) {
      rows += "<TR><TD BGCOLOR=\"\(DiagramStyle.leafFill)\"> </TD><TD ALIGN=\"LEFT\">"
        + "<FONT POINT-SIZE=\"9\">alert, dialog or plain data</FONT></TD></TR>"
    }
    if diagram.hiddenCompositionEdges > 0 {
      let count = diagram.hiddenCompositionEdges
      let hidden = count == 1
        ? "1 Scope/forEach child not drawn (--include-composition shows it)"
        : "\(count) Scope/forEach children not drawn (--include-composition shows them)"
      // In the text column: spanning both would widen the swatch column instead.
      rows += "<TR><TD></TD><TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"9\">\(hidden)</FONT></TD></TR>"
    }
    if let isolated = diagram.isolated.legendText {
      rows += "<TR><TD></TD><TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"9\">\(isolated)</FONT></TD></TR>"
    }
    let scale = DiagramScale(diagram: diagram)
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

  private func tooltip(for link: Diagram.Link, extra: [String]) -> String {
    guard let edge = link.edge else { return link.label ?? link.kind.rawValue }
    var parts = ["\(edge.from) → \(edge.to)", edge.kind.rawValue]
    if let field = edge.field { parts.append("field \(field)") }
    if let via = edge.via { parts.append("\(via).\(edge.case ?? "?")") }
    if let style = edge.style { parts.append(style.rawValue) }
    if let location = edge.location { parts.append(location.description) }
    var lines = [parts.joined(separator: " · ")]
    for finding in link.findings {
      lines.append("\(finding.severity.rawValue): \(finding.message) [\(finding.rule)]")
    }
    return (lines + extra).joined(separator: "\n")
  }

  func sourceURL(_ location: SourceLocation?) -> String? {
    guard let prefix = options.sourceURLPrefix, let location else { return nil }
    return GraphvizText.url(prefix + location.file + (location.line.map { "#L\($0)" } ?? ""))
  }
}
