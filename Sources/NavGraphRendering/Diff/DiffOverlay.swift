import NavGraphCore

/// What a diff adds to the picture of the union of its two graphs: added features and edges
/// green, removed ones red and dashed, changed ones (restyled, changed kind, renamed, another
/// kind of feature, reachable or not) amber, each with a word saying what happened; the rest
/// grey.
struct DiffOverlay {
  static let addedColor = Palette.green
  static let removedColor = DiagramStyle.findingBorder
  static let changedColor = Palette.amber

  var diff: NavigationDiff

  func make(union: NavigationGraph) -> DiagramOverlay {
    var overlay = DiagramOverlay()
    overlay.unmarked = .faded
    overlay.graphClass = "navviz-diff"
    overlay.title =
      "Navigation changes: "
      + (DiffWords.summary(diff) ?? "none (\(DiffWords.compared(diff)) compared)")
    markFeatures(in: &overlay)
    markEdges(in: &overlay, union: union)
    overlay.legend = [
      DiagramOverlay.LegendRow(
        swatch: "━━▶ ADDED", color: Self.addedColor, text: "added feature or edge"),
      DiagramOverlay.LegendRow(
        swatch: "╌╌▶ REMOVED", color: Self.removedColor, text: "removed feature or edge"),
      DiagramOverlay.LegendRow(
        swatch: "━━▶ CHANGED", color: Self.changedColor,
        text: "restyled, changed kind, renamed, or reachable from a root or not"),
      DiagramOverlay.LegendRow(
        swatch: "grey", color: DiagramOverlay.fadedText, text: "unchanged"),
    ]
    return overlay
  }

  private func markFeatures(in overlay: inout DiagramOverlay) {
    func mark(_ name: String, _ tag: String, _ color: String, _ note: String?, dashed: Bool = false)
    {
      var mark = overlay.nodes[name] ?? DiagramOverlay.NodeMark(emphasis: .strong)
      if mark.tag == nil { mark.tag = (tag, color) }
      if mark.border == nil { mark.border = color }
      mark.dashed = mark.dashed || dashed
      if let note {
        mark.subtitle = mark.subtitle.map { $0 + " · " + note } ?? note
        mark.tooltip.append(note)
      } else {
        mark.tooltip.append(tag.lowercased())
      }
      overlay.nodes[name] = mark
    }
    for feature in diff.addedFeatures { mark(feature.name, "ADDED", Self.addedColor, nil) }
    for feature in diff.removedFeatures {
      mark(feature.name, "REMOVED", Self.removedColor, nil, dashed: true)
    }
    for rename in diff.renamedFeatures {
      mark(rename.to, "RENAMED", Self.changedColor, "was \(rename.from)")
    }
    for change in diff.changedFeatures {
      mark(
        change.name, "CHANGED", Self.changedColor,
        "\(change.attribute.rawValue): \(DiffWords.change(change.before, change.after))")
    }
    for change in diff.reachability {
      if change.isLost {
        mark(
          change.feature, "UNREACHABLE", Self.changedColor,
          "no root reaches it any more (\(change.before.joined(separator: ", ")) did)")
      } else {
        mark(
          change.feature, "REACHABLE", Self.changedColor,
          "reached from \(change.after.joined(separator: ", ")) now")
      }
    }
  }

  private func markEdges(in overlay: inout DiagramOverlay, union: NavigationGraph) {
    var marks: [Edge: (DiagramOverlay.LinkMark, caseMark: DiagramOverlay.CaseMark)] = [:]
    for edge in diff.addedEdges {
      marks[edge.withoutLocation] = (
        DiagramOverlay.LinkMark(
          emphasis: .strong, label: "added", color: Self.addedColor,
          classes: ["navviz-added"], tooltip: ["added"]),
        DiagramOverlay.CaseMark(prefix: "+ ", color: Self.addedColor)
      )
    }
    for edge in diff.removedEdges {
      marks[edge.withoutLocation] = (
        DiagramOverlay.LinkMark(
          emphasis: .strong, label: "removed", color: Self.removedColor, style: .dashed,
          classes: ["navviz-removed"], tooltip: ["removed"]),
        DiagramOverlay.CaseMark(prefix: "− ", color: Self.removedColor)
      )
    }
    for change in diff.restyledEdges {
      let words = DiffWords.change(change.before.style?.rawValue, change.after.style?.rawValue)
      // The edge's own label already names the style it has now.
      marks[change.after.withoutLocation] = (
        DiagramOverlay.LinkMark(
          emphasis: .strong, label: "was \(change.before.style?.rawValue ?? "unstyled")",
          color: Self.changedColor, classes: ["navviz-restyled"], tooltip: ["style \(words)"]),
        DiagramOverlay.CaseMark(prefix: "~ ", color: Self.changedColor)
      )
    }
    for change in diff.rekindedEdges {
      let words = "was \(change.before.kind.rawValue)"
      marks[change.after.withoutLocation] = (
        DiagramOverlay.LinkMark(
          emphasis: .strong, label: words, color: Self.changedColor,
          classes: ["navviz-kind-changed"], tooltip: ["was \(change.before.words)"]),
        DiagramOverlay.CaseMark(prefix: "~ ", color: Self.changedColor)
      )
    }
    // Enums with a changed case stay readable; their unchanged cases are grey.
    let changedEnums = Set(marks.keys.compactMap(\.via))
    for edge in union.edges {
      if let (mark, _) = marks[edge.withoutLocation] { overlay.links[edge] = mark }
      guard let via = edge.via, changedEnums.contains(via), let name = edge.case else { continue }
      let caseMark =
        marks[edge.withoutLocation]?.caseMark
        ?? DiagramOverlay.CaseMark(prefix: "", color: DiagramOverlay.fadedText)
      if overlay.cases[via]?[name] == nil || marks[edge.withoutLocation] != nil {
        overlay.cases[via, default: [:]][name] = caseMark
      }
      if overlay.nodes[via] == nil {
        overlay.nodes[via] = DiagramOverlay.NodeMark(emphasis: .plain)
      }
    }
  }
}
