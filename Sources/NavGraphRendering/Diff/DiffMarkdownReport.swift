import Foundation
import NavGraphCore

/// `navviz diff --format markdown`: a pull-request comment. A summary line, a table per kind
/// of change, and a Mermaid picture of the changed part of the navigation (GitHub draws it).
/// The first line is an HTML comment a workflow can find to update its earlier comment.
package struct DiffMarkdownReport: Renderer {
  package static let marker = "<!-- navviz-diff -->"

  /// The heading over the report.
  package var title: String

  package init(title: String = "Navigation changes") {
    self.title = title
  }

  package func render(_ diff: NavigationDiff, options: RenderOptions, note: (String) -> Void)
    throws(NavGraphError) -> Data
  {
    var blocks = [Self.marker + "\n### " + MarkdownText.escape(title)]
    guard let summary = DiffWords.summary(diff) else {
      blocks.append("No changes: \(DiffWords.compared(diff)) compared.")
      return Data((blocks.joined(separator: "\n\n") + "\n").utf8)
    }
    blocks.append("**\(summary)**")
    blocks += [features(diff), edges(diff), reachability(diff), findings(diff)].compactMap { $0 }
    if let chart = try DiffMermaidRenderer().chart(diff, options: options) {
      blocks.append(
        "<details open><summary>The changed part of the navigation: green added, red dashed "
          + "removed, amber changed, grey unchanged</summary>\n\n```mermaid\n" + chart
          + "```\n\n</details>")
    } else {
      blocks.append("_Too many changes for a Mermaid picture GitHub draws; see the SVG or HTML._")
    }
    return Data((blocks.joined(separator: "\n\n") + "\n").utf8)
  }

  private func features(_ diff: NavigationDiff) -> String? {
    var rows: [[String]] = []
    let headRoots = Set(diff.head.effectiveRoots), baseRoots = Set(diff.base.effectiveRoots)
    for feature in diff.addedFeatures {
      rows.append(["added", code(feature.name), kind(feature, root: headRoots), ""])
    }
    for feature in diff.removedFeatures {
      rows.append(["removed", code(feature.name), kind(feature, root: baseRoots), ""])
    }
    for rename in diff.renamedFeatures {
      rows.append(["renamed", code(rename.to), "", "was \(code(rename.from)) (same edges)"])
    }
    for change in diff.changedFeatures {
      rows.append([
        "changed", code(change.name), "",
        "\(change.attribute.rawValue): "
          + MarkdownText.escape(DiffWords.change(change.before, change.after)),
      ])
    }
    return table("Features", ["", "feature", "kind", "change"], rows)
  }

  private func edges(_ diff: NavigationDiff) -> String? {
    var rows: [[String]] = []
    rows += diff.addedEdges.map { ["added"] + cells($0, $0) }
    rows += diff.removedEdges.map { ["removed"] + cells($0, $0) }
    rows += diff.restyledEdges.map { ["restyled"] + cells($0.before, $0.after) }
    rows += diff.rekindedEdges.map { ["kind changed"] + cells($0.before, $0.after) }
    return table(
      "Navigation", ["", "from", "field", "enum · case", "to", "kind", "style"], rows)
  }

  /// The edge's cells; a value that differs between `before` and `after` reads `old → new`.
  private func cells(_ before: Edge, _ after: Edge) -> [String] {
    func cell(_ value: (Edge) -> String?, _ write: (String) -> String) -> String {
      let old = value(before), new = value(after)
      if old == new { return old.map(write) ?? "" }
      return "\(old.map(write) ?? "none") → \(new.map(write) ?? "none")"
    }
    return [
      cell({ $0.from }, code), cell({ $0.field }, code),
      cell(
        { edge in
          let parts = [edge.via.map(code), edge.case.map { code("." + $0) }].compactMap { $0 }
          return parts.isEmpty ? nil : parts.joined(separator: " ")
        }, { $0 }),
      cell({ $0.to }, code), cell({ $0.kind.rawValue }, { $0 }),
      cell({ $0.style?.rawValue }, { $0 }),
    ]
  }

  private func reachability(_ diff: NavigationDiff) -> String? {
    let rows = diff.reachability.map { change in
      [
        change.isLost ? "lost" : "gained", code(change.feature),
        rootList(change.before), rootList(change.after),
      ]
    }
    return table("Reachability", ["", "feature", "reached from before", "reached from now"], rows)
  }

  private func findings(_ diff: NavigationDiff) -> String? {
    func row(_ status: String, _ finding: Finding) -> [String] {
      [
        status, finding.severity.rawValue, code(finding.rule),
        finding.location.map { code($0.description) } ?? finding.feature.map(code) ?? "",
        MarkdownText.escape(finding.message),
      ]
    }
    let rows = diff.newFindings.map { row("new", $0) } + diff.fixedFindings.map { row("fixed", $0) }
    return table("Lint findings", ["", "severity", "rule", "where", "message"], rows)
  }

  private func table(_ heading: String, _ header: [String], _ rows: [[String]]) -> String? {
    guard !rows.isEmpty else { return nil }
    let lines = [header, header.map { _ in "---" }] + rows
    return "#### \(heading)\n\n"
      + lines.map { "| " + $0.joined(separator: " | ") + " |" }.joined(separator: "\n")
  }

  private func code(_ name: String) -> String { MarkdownText.code(name) }

  private func kind(_ feature: Feature, root: Set<String>) -> String {
    feature.kind.rawValue + (root.contains(feature.name) ? ", root" : "")
  }

  private func rootList(_ names: [String]) -> String {
    names.isEmpty ? "no root" : names.map(code).joined(separator: ", ")
  }
}
