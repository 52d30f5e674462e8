import NavGraphCore

/// The words the diff's reports share: the summary of what changed, and how a changed value
/// is written (`sheet → navigationDestination`).
enum DiffWords {
  /// `3 changes (features: 1 added; edges: 1 added, 1 restyled)`, or nil when nothing changed.
  static func summary(_ diff: NavigationDiff) -> String? {
    guard !diff.isEmpty else { return nil }
    let lost = diff.reachability.count { $0.isLost }
    let groups: [(String, [(Int, String)])] = [
      (
        "features",
        [
          (diff.addedFeatures.count, "added"), (diff.removedFeatures.count, "removed"),
          (diff.renamedFeatures.count, "renamed"), (diff.changedFeatures.count, "changed"),
        ]
      ),
      (
        "edges",
        [
          (diff.addedEdges.count, "added"), (diff.removedEdges.count, "removed"),
          (diff.restyledEdges.count, "restyled"), (diff.rekindedEdges.count, "changed kind"),
        ]
      ),
      ("reachability", [(lost, "lost"), (diff.reachability.count - lost, "gained")]),
      ("lint findings", [(diff.newFindings.count, "new"), (diff.fixedFindings.count, "fixed")]),
    ]
    let parts = groups.compactMap { name, counts -> String? in
      let nonZero = counts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
      return nonZero.isEmpty ? nil : "\(name): " + nonZero.joined(separator: ", ")
    }
    let count = diff.changeCount
    return "\(count) change\(count == 1 ? "" : "s") (" + parts.joined(separator: "; ") + ")"
  }

  /// What was compared, for a report that found nothing: `12 features, 30 edges`.
  static func compared(_ diff: NavigationDiff) -> String {
    let features = diff.head.features.count
    let edges = Set(diff.head.edges.map(\.withoutLocation)).count
    return "\(features) feature\(features == 1 ? "" : "s"), \(edges) edge\(edges == 1 ? "" : "s")"
  }

  /// `before → after`.
  static func change(_ before: String?, _ after: String?) -> String {
    "\(before ?? "none") → \(after ?? "none")"
  }

  /// The roots that reach a feature, or `no root`.
  static func roots(_ names: [String]) -> String {
    names.isEmpty ? "no root" : names.map(NavigationWords.name).joined(separator: ", ")
  }

  /// A finding as lint's text report writes it: `file:line:column: severity: message [rule]`.
  static func finding(_ finding: Finding) -> String {
    let place = finding.location?.description ?? finding.feature.map(NavigationWords.name)
    return (place.map { ReportText.line($0) + ": " } ?? "") + finding.severity.rawValue + ": "
      + ReportText.line(finding.message) + " [" + finding.rule + "]"
  }
}

/// Text for a line-oriented report: line breaks become spaces and any other character that
/// does not print as itself is written `\u{…}`, so a name from graph JSON can neither split a
/// line nor send a control sequence to the reader's terminal.
enum ReportText {
  static func line(_ text: String) -> String {
    escaper.escape(text)
  }

  private static let escaper = TextEscaper(
    ["\n": " ", "\r": " ", "\u{2028}": " ", "\u{2029}": " "], controls: .swiftEscaped)
}
