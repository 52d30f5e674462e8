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
    let scale = diagram.scale
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
    addStart(to: graph, objects: objects)
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
    penwidth = penwidth ?? look.penwidth
    if link.aggregates {
      // An overview's link is as thick as the number of edges it stands for is large.
      penwidth = Self.width(standingFor: link.represents.count)
    }
    if !link.findings.isEmpty {
      // A finding outranks the kind's colour: the reader is looking for what to fix.
      classes += " navviz-finding"
      color = Outline.finding.color
      fontColor = Outline.finding.color
      penwidth = Outline.finding.width
    }
    classes += mark.classes.map { " " + $0 }.joined()
    var labelled = labelled
    if !link.constrains {
      // Faint and unlabelled beside the tree of flows, which carries the picture; the
      // tooltip still counts its edges.
      color += "66"
      penwidth = "1"
      labelled = false
    }
    graph.set(object, "color", color)
    graph.set(object, "style", (mark.style ?? look.style).rawValue)
    graph.set(object, "arrowhead", look.arrowhead)
    graph.set(object, "fontname", DiagramStyle.font)
    graph.set(object, "fontsize", "10")
    graph.set(object, "fontcolor", fontColor)
    if let penwidth { graph.set(object, "penwidth", penwidth) }
    if !link.constrains { graph.set(object, "constraint", "false") }
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

  private func tooltip(for link: Diagram.Link, extra: [String]) -> String {
    if link.aggregates {
      return Self.groupTooltip(link.represents)
    }
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

  /// A link between groups: how many edges of each kind, then the edges themselves.
  static func groupTooltip(_ edges: [Edge]) -> String {
    let shown = 12
    var lines = [EdgeCountWording.summary(edges)]
    for edge in edges.prefix(shown) {
      let route = EdgeWording.route(edge)
      lines.append("\(edge.from) → \(edge.to)" + (route.isEmpty ? "" : " (\(route))"))
    }
    if edges.count > shown { lines.append("and \(edges.count - shown) more") }
    return lines.joined(separator: "\n")
  }

  /// Entry points go in the first rank, in source order (invisible edges between them keep
  /// the order), so a reader finds where the app starts at the left; the legend goes under
  /// them, out of the way of the drawing.
  private func addStart(to graph: GraphvizGraph, objects: [String: GraphvizGraph.Object]) {
    guard !diagram.startIDs.isEmpty else { return }
    let start = graph.subgraph("entry_points")
    graph.set(start.object, "rank", "min")
    var ids = diagram.startIDs
    if options.legend { ids.append("legend") }
    let starts = ids.map { start.node($0) }
    for (upper, lower) in zip(starts, starts.dropFirst()) {
      let order = graph.edge(from: upper, to: lower)
      graph.set(order, "style", "invis")
    }
  }

  /// 1 for one edge, growing with the logarithm of the count, up to 5.
  static func width(standingFor count: Int) -> String {
    var width = 1.0
    var rest = count
    while rest > 1 && width < 5 {
      width += 0.75
      rest /= 2
    }
    return String(width)
  }

  func sourceURL(_ location: SourceLocation?) -> String? {
    guard let prefix = options.sourceURLPrefix, let location else { return nil }
    return GraphvizText.url(prefix + location.file + (location.line.map { "#L\($0)" } ?? ""))
  }
}
