import NavGraphCore

extension DiagramGraphvizBuilder {
  /// The picture's `DiagramLegend` as an HTML-like table, in a node of its own.
  func addLegend(to graph: GraphvizGraph) {
    let legend = graph.node("legend")
    graph.set(legend, "shape", "plain")
    graph.set(legend, "fontname", DiagramStyle.font)
    graph.set(legend, "class", "navviz-legend")
    var rows = "<TR><TD COLSPAN=\"2\" ALIGN=\"LEFT\"><B>Legend</B></TD></TR>"
    let legendRows = DiagramLegend(diagram).rows(focus: options.focus != nil, overlay: overlay)
    for row in legendRows { rows += html(row) }
    let frame = "BORDER=\"1\" CELLBORDER=\"0\" CELLSPACING=\"2\" COLOR=\"\(Palette.hairline)\""
    graph.setHTML(legend, "label", "<TABLE \(frame)>\(rows)</TABLE>")
  }

  private func html(_ row: DiagramLegend.Row) -> String {
    switch row {
    case .line(let kind):
      let look = DiagramStyle.look(for: kind)
      return Self.row(
        "<TD ALIGN=\"LEFT\"><FONT COLOR=\"\(look.color)\">\(look.style.glyph)</FONT></TD>",
        look.description)
    case .fill(let fill, let text):
      return Self.row("<TD BGCOLOR=\"\(fill)\"> </TD>", text)
    case .outline(let outline, let text):
      // A swatch is a table cell: a border of 2 shows the colour without crowding the row.
      return Self.row("<TD BORDER=\"2\" COLOR=\"\(outline.color)\"> </TD>", text)
    case .note(let text):
      // A line in the text column: spanning both would widen the swatch column instead.
      return Self.row("<TD></TD>", text)
    case .banner(let text):
      // Written as it is: a count and navviz's own words, whose apostrophe a label reads as
      // written (escaped, the DOT of every compact picture would change).
      return "<TR><TD COLSPAN=\"2\" ALIGN=\"LEFT\"><FONT POINT-SIZE=\"9\">\(text)</FONT></TD></TR>"
    case .overlay(let row):
      return Self.row(
        "<TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"9\" COLOR=\"\(row.color)\"><B>"
          + "\(GraphvizText.html(row.swatch))</B></FONT></TD>",
        row.text)
    }
  }

  /// A swatch cell, then the words in small type.
  private static func row(_ swatch: String, _ text: String) -> String {
    "<TR>\(swatch)<TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"9\">\(GraphvizText.html(text))"
      + "</FONT></TD></TR>"
  }
}
