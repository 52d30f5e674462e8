import NavGraphCore

/// What a coverage report adds to the picture of its graph: each navigation edge marked
/// visited (✓, with how many traces) or not (✗, red and dashed), each enum case likewise, and
/// each feature's share under its name.
struct CoverageOverlay {
  static let visitedColor = Palette.green
  static let unvisitedColor = DiagramStyle.findingBorder

  var coverage: NavigationCoverage

  func make() -> DiagramOverlay {
    var overlay = DiagramOverlay()
    overlay.graphClass = "navviz-coverage"
    let total = coverage.total
    let traces = coverage.traces.count
    overlay.title = "Navigation coverage: \(total.visited) of \(total.total) edges "
      + "(\(total.percentText)) by \(traces) trace\(traces == 1 ? "" : "s")"
    for entry in coverage.edges {
      let edge = entry.edge
      if entry.isVisited {
        overlay.links[edge] = DiagramOverlay.LinkMark(
          label: "✓ \(entry.traces) trace\(entry.traces == 1 ? "" : "s")",
          classes: ["navviz-visited"],
          tooltip: ["visited: \(entry.forward) forward, \(entry.back) back, "
            + "in \(entry.traces) trace\(entry.traces == 1 ? "" : "s")"])
      } else {
        overlay.links[edge] = DiagramOverlay.LinkMark(
          label: "✗ not visited", color: Self.unvisitedColor, style: .dashed,
          classes: ["navviz-unvisited"], tooltip: ["no trace visited this edge"])
      }
      if let via = edge.via, let name = edge.case {
        overlay.cases[via, default: [:]][name] = entry.isVisited
          ? DiagramOverlay.CaseMark(prefix: "✓ ", color: Self.visitedColor)
          : DiagramOverlay.CaseMark(prefix: "✗ ", color: Self.unvisitedColor)
      }
    }
    for feature in coverage.features {
      let ratio = feature.ratio
      overlay.nodes[feature.feature] = DiagramOverlay.NodeMark(
        subtitle: "\(ratio.visited) of \(ratio.total) visited (\(ratio.percentText))")
    }
    overlay.legend = [
      DiagramOverlay.LegendRow(
        swatch: "✓", color: Self.visitedColor, text: "visited, and by how many traces"),
      DiagramOverlay.LegendRow(
        swatch: LineStyle.dashed.glyph + " ✗", color: Self.unvisitedColor,
        text: "navigation edge no trace visited"),
    ]
    return overlay
  }
}
