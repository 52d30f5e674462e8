extension DiagramGraphvizBuilder {
  func describe(_ node: Diagram.Node, _ object: GraphvizGraph.Object,
                in graph: GraphvizGraph) {
    let mark = overlay.mark(for: node, in: diagram)
    let faded = mark.emphasis == .faded
    graph.set(object, "fontname", DiagramStyle.font)
    if !elementIDs {
      graph.set(object, "tooltip", GraphvizText.plain(tooltip(for: node, extra: mark.tooltip)))
    }
    if let url = sourceURL(node.location) { graph.set(object, "URL", url) }
    var classes = ["navviz-node"] + node.nodeClass.svgClasses
    let name = GraphvizText.html(node.name)
    let secondary = faded ? DiagramOverlay.fadedText : Palette.secondaryText
    var look = NodeLook.of(node)
    switch node.role {
    case .feature(let isEntryPoint):
      graph.set(object, "shape", "box")
      set(look, style: "rounded,filled", on: object, in: graph)
      var label = "<B>\(name)</B>"
      let detail = [node.module, node.generationTag].compactMap { $0 }
      if !detail.isEmpty {
        label += "<BR/><FONT POINT-SIZE=\"9\" COLOR=\"\(secondary)\">"
          + "\(GraphvizText.html(detail.joined(separator: " · ")))</FONT>"
      }
      if let subtitle = mark.subtitle {
        label += "<BR/><FONT POINT-SIZE=\"9\">\(GraphvizText.html(subtitle))</FONT>"
      }
      if isEntryPoint {
        label = "<FONT POINT-SIZE=\"8\" COLOR=\"\(DiagramStyle.entryBorder)\">ENTRY POINT"
          + "</FONT><BR/>" + label
      }
      if let tag = mark.tag {
        label = "<FONT POINT-SIZE=\"8\" COLOR=\"\(tag.color)\"><B>"
          + "\(GraphvizText.html(tag.text))</B></FONT><BR/>" + label
      }
      graph.setHTML(object, "label", label)
    case .enumReducer(let cases):
      graph.set(object, "shape", "plain")
      graph.setHTML(
        object, "label",
        enumLabel(name: node.name, tag: node.generationTag, cases: cases, faded: faded))
    case .group(let summary):
      describe(group: summary, look: look, object, in: graph)
    case .leaf:
      if faded { look.fill = NodeLook.faded.fill }
      graph.set(object, "shape", "box")
      set(look, style: "rounded,filled", on: object, in: graph)
      graph.set(object, "fontsize", "10")
      graph.set(object, "height", "0.3")
      graph.setHTML(object, "label", "<I>\(name)</I>")
    }
    switch mark.emphasis {
    case .plain: break
    case .strong:
      classes.append("navviz-visited")
      graph.set(object, "penwidth", "2.5")
    case .faded:
      classes.append("navviz-faded")
      let faded = NodeLook.faded
      if let border = faded.border { graph.set(object, "color", border) }
      if let text = faded.text { graph.set(object, "fontcolor", text) }
      if case .feature = node.role { graph.set(object, "fillcolor", faded.fill) }
    }
    if let border = mark.border {
      graph.set(object, "color", border)
      graph.set(object, "penwidth", "3")
    }
    if mark.dashed, case .feature = node.role {
      graph.set(object, "style", "rounded,filled,dashed")
    }
    if node.isFocus {
      classes.append("navviz-focus")
      outline(object, .focus, in: graph)
    }
    if !node.findings.isEmpty {
      classes.append("navviz-finding")
      outline(object, .finding, in: graph)
    }
    graph.set(object, "class", classes.joined(separator: " "))
  }

  /// A box's style (`dashed` added where its look asks) and colours. A bordered box always
  /// states its width, 1 where its look keeps the default, so every bordered node in the DOT
  /// names one.
  private func set(
    _ look: NodeLook, style: String, on object: GraphvizGraph.Object, in graph: GraphvizGraph
  ) {
    graph.set(object, "style", look.dashed ? style + ",dashed" : style)
    graph.set(object, "fillcolor", look.fill)
    if let border = look.border {
      graph.set(object, "color", border)
      graph.set(object, "penwidth", look.borderWidth ?? "1")
    }
  }

  private func outline(
    _ object: GraphvizGraph.Object, _ outline: Outline, in graph: GraphvizGraph
  ) {
    graph.set(object, "color", outline.color)
    graph.set(object, "penwidth", outline.width)
  }

  /// An enum reducer is a table: its name, then one row (and port) per case, so case links
  /// leave from the row of their case.
  private func enumLabel(name: String, tag: String?, cases: [String], faded: Bool) -> String {
    let title = GraphvizText.html(name)
    let look = faded ? NodeLook.faded : NodeLook.enumReducer
    let header = look.fill
    let secondary = faded ? DiagramOverlay.fadedText : Palette.secondaryText
    // The kind goes on its own line: Graphviz estimates text widths, and a tag on the
    // title's line runs into a bold title in viewers whose font is wider than the estimate.
    var rows = "<TR><TD BGCOLOR=\"\(header)\"><B>\(title)</B><BR/>"
      + "<FONT POINT-SIZE=\"9\" COLOR=\"\(secondary)\">enum reducer"
      + (tag.map { " · \(GraphvizText.html($0))" } ?? "") + "</FONT>"
      + "</TD></TR>"
    let marks = overlay.cases[name] ?? [:]
    for (index, caseName) in cases.enumerated() {
      var text = ".\(GraphvizText.html(caseName))"
      var fill = ""
      if let mark = marks[caseName] {
        text = "<FONT COLOR=\"\(mark.color)\">\(GraphvizText.html(mark.prefix))\(text)</FONT>"
        fill = mark.fill.map { " BGCOLOR=\"\($0)\"" } ?? ""
      }
      rows += "<TR><TD PORT=\"c\(index)\" ALIGN=\"LEFT\"\(fill)>\(text)</TD></TR>"
    }
    let border = look.border ?? "black"
    return "<TABLE BORDER=\"1\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"4\""
      + " COLOR=\"\(border)\">\(rows)</TABLE>"
  }

  /// A group is a box with a folder's tab (`tab`): its name, what it holds, and the entry
  /// points in it; in the picture of another group it is dashed, a reference.
  private func describe(
    group summary: GroupSummary, look: NodeLook, _ object: GraphvizGraph.Object,
    in graph: GraphvizGraph
  ) {
    graph.set(object, "shape", "tab")
    set(look, style: "filled", on: object, in: graph)
    graph.set(object, "margin", "0.15,0.08")
    var label = ""
    if let line = summary.entryPointLine {
      label += "<FONT POINT-SIZE=\"8\" COLOR=\"\(DiagramStyle.entryBorder)\">"
        + "\(GraphvizText.html(line))</FONT><BR/>"
    }
    label += "<B>\(GraphvizText.html(summary.title))</B>"
    if !summary.isReference {
      label += "<BR/><FONT POINT-SIZE=\"9\" COLOR=\"\(Palette.secondaryText)\">"
        + "\(GraphvizText.html(summary.detail))</FONT>"
    }
    graph.setHTML(object, "label", label)
  }

  private func tooltip(for node: Diagram.Node, extra: [String]) -> String {
    var lines = [node.name + (node.module.map { " (\($0))" } ?? "")]
    if case .group(let summary) = node.role {
      lines = [summary.grouping == .module ? "module \(node.name)" : "flow \(node.name)",
               summary.detail]
      if !summary.entryPoints.isEmpty {
        lines.append("entry points: " + summary.entryPoints.joined(separator: ", "))
      }
    }
    if let location = node.location { lines.append(location.description) }
    for finding in node.findings {
      lines.append("\(finding.severity.rawValue): \(finding.message) [\(finding.rule)]")
    }
    return (lines + extra).joined(separator: "\n")
  }
}
