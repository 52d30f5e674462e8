import NavGraphCore

/// What a traced flow adds to the picture of its graph: visited features and edges stand out
/// (the rest fades), each edge is labelled with the steps that travelled it, the final state is
/// tagged, and runtime issues are notes beside the feature they point into.
struct TraceOverlay {
  static let visitedCaseFill = "#fff1e5"
  /// Longer lists of step numbers are cut, with the count of the rest.
  static let maxStepsInLabel = 8

  var match: TraceMatch
  var graph: NavigationGraph

  func make() -> DiagramOverlay {
    var overlay = DiagramOverlay()
    overlay.unmarked = .faded
    overlay.graphClass = "navviz-trace"
    overlay.title = title
    let steps = match.trace.steps

    var stepsByName: [String: [Int]] = [:]
    var visitsByEdge: [Edge: [TraceMatch.Visit]] = [:]
    for visit in match.visits {
      visitsByEdge[visit.edge, default: []].append(visit)
      for name in [visit.edge.to] + (visit.edge.via.map { [$0] } ?? []) {
        stepsByName[name, default: []].append(visit.step + 1)
      }
    }
    for name in match.visitedNames {
      let numbers = Self.unique(stepsByName[name] ?? [])
      overlay.nodes[name] = DiagramOverlay.NodeMark(
        emphasis: .strong,
        tooltip: numbers.isEmpty
          ? [] : ["visited at step\(numbers.count == 1 ? "" : "s") " + Self.list(numbers)])
    }
    let finalNames = match.finalEdges.isEmpty
      ? [match.trace.root] : match.finalEdges.map(\.to)
    for name in finalNames {
      var mark = overlay.nodes[name] ?? DiagramOverlay.NodeMark(emphasis: .strong)
      mark.emphasis = .strong
      mark.tag = ("FINAL STATE", DiagramStyle.finalBorder)
      mark.border = DiagramStyle.finalBorder
      mark.tooltip.append("on screen after the last step")
      overlay.nodes[name] = mark
    }
    for edge in match.finalEdges {
      if let via = edge.via, overlay.nodes[via] == nil {
        overlay.nodes[via] = DiagramOverlay.NodeMark(emphasis: .strong)
      }
    }

    for (edge, visits) in visitsByEdge {
      let numbers = visits.map { "\($0.step + 1)" + ($0.event.kind.isForward ? "" : "↩") }
      overlay.links[edge] = DiagramOverlay.LinkMark(
        emphasis: .strong, label: Self.cut(numbers), classes: ["navviz-visited"],
        tooltip: visits.map { visit in
          "step \(visit.step + 1): \(visit.event.kind.rawValue) · \(steps[visit.step].action)"
        })
    }
    for edge in match.finalEdges {
      var mark = overlay.links[edge] ?? DiagramOverlay.LinkMark(emphasis: .strong)
      mark.classes.append("navviz-final")
      overlay.links[edge] = mark
    }
    // A scope into a feature the flow navigated from is how the flow got there: drawn plain.
    let visited = match.visitedNames
    for edge in graph.edges where !edge.kind.isNavigation
      && visited.contains(edge.from) && visited.contains(edge.to)
    {
      overlay.links[edge] = DiagramOverlay.LinkMark(emphasis: .plain)
    }
    markCases(in: &overlay, graph: graph)
    overlay.notes = TraceIssueNotes.notes(for: match.issues)
    overlay.legend = Self.legend(hasIssues: !match.issues.isEmpty)
    return overlay
  }

  private var title: String {
    let trace = match.trace
    let steps = trace.steps.count
    var text = trace.name.map { "Flow “\($0)” from \(trace.root)" } ?? "Flow from \(trace.root)"
    text += ": \(steps) step\(steps == 1 ? "" : "s"), \(match.visits.count) navigation event"
      + (match.visits.count == 1 ? "" : "s")
    if !match.issues.isEmpty {
      text += ", \(match.issues.count) runtime issue\(match.issues.count == 1 ? "" : "s")"
    }
    return text
  }

  /// Cases the flow travelled are highlighted in their enum's table; the others fade.
  private func markCases(in overlay: inout DiagramOverlay, graph: NavigationGraph) {
    let travelled = match.visits.map(\.edge) + match.finalEdges
    let enums = Set(travelled.compactMap(\.via))
    for edge in graph.edges where edge.via.map(enums.contains) == true {
      guard let via = edge.via, let name = edge.case else { continue }
      overlay.cases[via, default: [:]][name] = DiagramOverlay.CaseMark(
        prefix: "", color: DiagramOverlay.fadedText)
    }
    for edge in travelled {
      guard let via = edge.via, let name = edge.case else { continue }
      overlay.cases[via, default: [:]][name] = DiagramOverlay.CaseMark(
        prefix: "", color: Palette.text, fill: Self.visitedCaseFill)
    }
  }

  private static func legend(hasIssues: Bool) -> [DiagramOverlay.LegendRow] {
    var rows = [
      DiagramOverlay.LegendRow(
        swatch: "1, 3↩", color: Palette.text,
        text: "steps that travelled the edge (↩ back: dismissed or popped)"),
      DiagramOverlay.LegendRow(
        swatch: "FINAL STATE", color: DiagramStyle.finalBorder,
        text: "on screen after the last step"),
      DiagramOverlay.LegendRow(
        swatch: "grey", color: DiagramOverlay.fadedText, text: "not visited by this flow"),
    ]
    if hasIssues {
      rows.append(DiagramOverlay.LegendRow(
        swatch: "⚠", color: DiagramStyle.findingBorder,
        text: "runtime issue, beside the feature it points into"))
    }
    return rows
  }

  /// Words in lines of at most `width` characters, at most four lines.
  static func wrap(_ text: String, width: Int = 44, maxLines: Int = 4) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      if !current.isEmpty && current.count + 1 + word.count > width {
        lines.append(current)
        current = ""
      }
      current += (current.isEmpty ? "" : " ") + word
    }
    if !current.isEmpty { lines.append(current) }
    if lines.count > maxLines {
      lines = Array(lines.prefix(maxLines))
      lines[maxLines - 1] += " …"
    }
    return lines
  }

  private static func unique(_ numbers: [Int]) -> [Int] {
    var seen: Set<Int> = []
    return numbers.filter { seen.insert($0).inserted }
  }

  private static func list(_ numbers: [Int]) -> String {
    cut(numbers.map(String.init))
  }

  private static func cut(_ items: [String]) -> String {
    guard items.count > maxStepsInLabel else { return items.joined(separator: ", ") }
    return items.prefix(maxStepsInLabel).joined(separator: ", ")
      + ", … (+\(items.count - maxStepsInLabel))"
  }
}
