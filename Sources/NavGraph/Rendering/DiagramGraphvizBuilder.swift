/// Builds a `Diagram` in cgraph: the single description behind DOT, SVG, PNG and PDF.
struct DiagramGraphvizBuilder {
  var diagram: Diagram
  var options: RenderOptions
  /// Give every node and edge a stable SVG id (`node-n3`, `link-7`) for the HTML viewer's
  /// script, and leave out tooltips, which its panel replaces (Graphviz wraps a tooltip in an
  /// `<a xlink:title>` that HTML validators reject). Off otherwise, so DOT stays as it was.
  var elementIDs = false

  static func elementID(node: String) -> String { "node-\(node)" }
  static func elementID(link index: Int) -> String { "link-\(index)" }

  func build(into graph: GraphvizGraph) {
    graph.set(graph.object, "rankdir", "LR")
    graph.set(graph.object, "fontname", DiagramStyle.font)
    graph.set(graph.object, "nodesep", "0.35")
    graph.set(graph.object, "ranksep", "0.7")
    graph.set(graph.object, "bgcolor", "white")
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
      describe(link, edge, in: graph)
      if elementIDs { graph.set(edge, "id", Self.elementID(link: index)) }
    }
    if options.legend { addLegend(to: graph) }
  }

  private func describe(_ node: Diagram.Node, _ object: GraphvizGraph.Object,
                        in graph: GraphvizGraph) {
    graph.set(object, "fontname", DiagramStyle.font)
    if !elementIDs { graph.set(object, "tooltip", GraphvizText.plain(tooltip(for: node))) }
    if let url = sourceURL(node.location) { graph.set(object, "URL", url) }
    var classes = ["navviz-node"]
    let name = GraphvizText.html(node.name)
    switch node.role {
    case .feature(let isRoot):
      classes.append(isRoot ? "navviz-root" : "navviz-feature")
      graph.set(object, "shape", "box")
      graph.set(object, "style", "rounded,filled")
      graph.set(object, "fillcolor", isRoot ? DiagramStyle.rootFill : DiagramStyle.featureFill)
      graph.set(object, "color", isRoot ? DiagramStyle.rootBorder : "#24292f")
      graph.set(object, "penwidth", isRoot ? "2" : "1")
      var label = "<B>\(name)</B>"
      if let module = node.module {
        label += "<BR/><FONT POINT-SIZE=\"9\" COLOR=\"\(DiagramStyle.secondaryText)\">"
          + "\(GraphvizText.html(module))</FONT>"
      }
      if isRoot {
        label = "<FONT POINT-SIZE=\"8\" COLOR=\"\(DiagramStyle.rootBorder)\">ROOT</FONT><BR/>"
          + label
      }
      graph.setHTML(object, "label", label)
    case .enumReducer(let cases):
      classes.append("navviz-enum")
      graph.set(object, "shape", "plain")
      // The kind goes on its own line: Graphviz estimates text widths, and a tag on the
      // title's line runs into a bold title in viewers whose font is wider than the estimate.
      var rows = "<TR><TD BGCOLOR=\"\(DiagramStyle.enumFill)\"><B>\(name)</B><BR/>"
        + "<FONT POINT-SIZE=\"9\" COLOR=\"\(DiagramStyle.secondaryText)\">enum reducer</FONT>"
        + "</TD></TR>"
      for (index, name) in cases.enumerated() {
        rows += "<TR><TD PORT=\"c\(index)\" ALIGN=\"LEFT\">.\(GraphvizText.html(name))</TD></TR>"
      }
      graph.setHTML(object, "label",
        "<TABLE BORDER=\"1\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"4\""
        + " COLOR=\"#8250df\">\(rows)</TABLE>")
    case .leaf:
      classes.append("navviz-leaf")
      graph.set(object, "shape", "box")
      graph.set(object, "style", "rounded,filled,dashed")
      graph.set(object, "fillcolor", DiagramStyle.leafFill)
      graph.set(object, "fontsize", "10")
      graph.set(object, "height", "0.3")
      graph.setHTML(object, "label", "<I>\(name)</I>")
    }
    if node.isFocus {
      // Thick amber, below the finding red: a focused feature with a finding still shows red.
      classes.append("navviz-focus")
      graph.set(object, "color", DiagramStyle.focusBorder)
      graph.set(object, "penwidth", "3")
    }
    if !node.findings.isEmpty {
      classes.append("navviz-finding")
      graph.set(object, "color", DiagramStyle.findingBorder)
      graph.set(object, "penwidth", "2")
    }
    graph.set(object, "class", classes.joined(separator: " "))
  }

  private func describe(_ link: Diagram.Link, _ object: GraphvizGraph.Object,
                        in graph: GraphvizGraph) {
    let look = DiagramStyle.look(for: link.kind)
    graph.set(object, "color", look.color)
    graph.set(object, "style", look.style)
    graph.set(object, "arrowhead", look.arrowhead)
    graph.set(object, "fontname", DiagramStyle.font)
    graph.set(object, "fontsize", "10")
    graph.set(object, "fontcolor", look.color)
    var classes = "navviz-edge navviz-\(link.kind.rawValue)"
    if !link.findings.isEmpty {
      // A finding outranks the kind's colour: the reader is looking for what to fix.
      classes += " navviz-finding"
      graph.set(object, "color", DiagramStyle.findingBorder)
      graph.set(object, "fontcolor", DiagramStyle.findingBorder)
      graph.set(object, "penwidth", "2")
    }
    graph.set(object, "class", classes)
    if let index = link.fromCase { graph.set(object, "tailport", "c\(index):e") }
    if let label = link.label {
      // A real `label` (placed by the layout, never over a node) is safe because navviz
      // draws no clusters: edge labels with clusters crash Graphviz 2.42 (GRAPHVIZ-NOTES),
      // so if clusters ever come, this must become `xlabel`.
      graph.setHTML(object, "label", "<I>\(GraphvizText.html(label))</I>")
    }
    if !elementIDs { graph.set(object, "tooltip", GraphvizText.plain(tooltip(for: link))) }
    if let url = sourceURL(link.location) { graph.set(object, "URL", url) }
  }

  private func addLegend(to graph: GraphvizGraph) {
    let legend = graph.node("legend")
    graph.set(legend, "shape", "plain")
    graph.set(legend, "fontname", DiagramStyle.font)
    graph.set(legend, "class", "navviz-legend")
    var rows = "<TR><TD COLSPAN=\"2\" ALIGN=\"LEFT\"><B>Legend</B></TD></TR>"
    for kind in [EdgeKind.presentation, .destination, .stack, .alert, .scope, .collection] {
      let look = DiagramStyle.look(for: kind)
      let line = look.style == "dotted" ? "┈┈▶" : look.style == "dashed" ? "╌╌▶" : "━━▶"
      rows += "<TR><TD ALIGN=\"LEFT\"><FONT COLOR=\"\(look.color)\">\(line)</FONT></TD>"
        + "<TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"9\">\(look.description)</FONT></TD></TR>"
    }
    rows += "<TR><TD BGCOLOR=\"\(DiagramStyle.rootFill)\"> </TD><TD ALIGN=\"LEFT\">"
      + "<FONT POINT-SIZE=\"9\">root feature</FONT></TD></TR>"
    if options.focus != nil {
      rows += "<TR><TD BORDER=\"2\" COLOR=\"\(DiagramStyle.focusBorder)\"> </TD>"
        + "<TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"9\">the focused feature</FONT></TD></TR>"
    }
    rows += "<TR><TD BGCOLOR=\"\(DiagramStyle.enumFill)\"> </TD><TD ALIGN=\"LEFT\">"
      + "<FONT POINT-SIZE=\"9\">enum reducer and its cases</FONT></TD></TR>"
    rows += "<TR><TD BGCOLOR=\"\(DiagramStyle.leafFill)\"> </TD><TD ALIGN=\"LEFT\">"
      + "<FONT POINT-SIZE=\"9\">alert, dialog or plain data</FONT></TD></TR>"
    graph.setHTML(legend, "label",
      "<TABLE BORDER=\"1\" CELLBORDER=\"0\" CELLSPACING=\"2\" COLOR=\"#d0d7de\">\(rows)</TABLE>")
  }

  private func tooltip(for node: Diagram.Node) -> String {
    var lines = [node.name + (node.module.map { " (\($0))" } ?? "")]
    if let location = node.location { lines.append(location.description) }
    for finding in node.findings {
      lines.append("\(finding.severity.rawValue): \(finding.message) [\(finding.rule)]")
    }
    return lines.joined(separator: "\n")
  }

  private func tooltip(for link: Diagram.Link) -> String {
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
    return lines.joined(separator: "\n")
  }

  private func sourceURL(_ location: SourceLocation?) -> String? {
    guard let prefix = options.sourceURLPrefix, let location else { return nil }
    return GraphvizText.url(prefix + location.file + (location.line.map { "#L\($0)" } ?? ""))
  }
}
