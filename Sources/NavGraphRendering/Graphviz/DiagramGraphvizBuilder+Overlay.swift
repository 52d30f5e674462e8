extension DiagramGraphvizBuilder {
  /// Notes (runtime issues) as note-shaped nodes tied to their feature by a dashed line.
  func addOverlayNotes(to graph: GraphvizGraph, objects: [String: GraphvizGraph.Object]) {
    let idByName = Dictionary(
      diagram.nodes.filter { $0.role != .leaf }.map { ($0.name, $0.id) },
      uniquingKeysWith: { first, _ in first })
    for (index, note) in overlay.notes.enumerated() {
      guard let featureID = idByName[note.feature], let feature = objects[featureID] else {
        continue
      }
      let object = graph.node("note\(index)")
      graph.set(object, "shape", "note")
      graph.set(object, "style", "filled")
      graph.set(object, "fillcolor", DiagramStyle.issueFill)
      graph.set(object, "color", DiagramStyle.findingBorder)
      graph.set(object, "fontname", DiagramStyle.font)
      graph.set(object, "fontsize", "10")
      graph.set(object, "class", "navviz-note navviz-issue")
      graph.set(object, "tooltip", GraphvizText.plain(note.tooltip))
      let body = note.lines.map(GraphvizText.html).joined(separator: "<BR ALIGN=\"LEFT\"/>")
      graph.setHTML(object, "label",
        "<FONT COLOR=\"\(DiagramStyle.findingBorder)\"><B>\(GraphvizText.html(note.title))"
        + "</B></FONT><BR ALIGN=\"LEFT\"/>\(body)<BR ALIGN=\"LEFT\"/>")
      let tie = graph.edge(from: feature, to: object)
      graph.set(tie, "style", "dashed")
      graph.set(tie, "color", DiagramStyle.findingBorder)
      graph.set(tie, "arrowhead", "none")
      graph.set(tie, "class", "navviz-note-tie")
    }
  }

  func addOverlayTitle(to graph: GraphvizGraph) {
    if let graphClass = overlay.graphClass { graph.set(graph.object, "class", graphClass) }
    guard let title = overlay.title else { return }
    graph.setHTML(graph.object, "label", "<B>\(GraphvizText.html(title))</B>")
    graph.set(graph.object, "labelloc", "t")
    graph.set(graph.object, "labeljust", "l")
    graph.set(graph.object, "fontsize", "16")
  }
}
