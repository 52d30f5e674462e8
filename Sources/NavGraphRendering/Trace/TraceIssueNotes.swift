import NavGraphCore

/// The notes a traced picture shows for runtime issues: one per feature, however many issues
/// point into it, so a flow that warns at every step still lays out as one note. The same
/// warning at several steps is listed once, with its steps.
enum TraceIssueNotes {
  /// Distinct warnings listed in a note before "… and N more".
  static let maxListed = 3

  private struct Kind {
    var message: String
    var location: SourceLocation?
    var steps: [Int] = []
  }

  static func notes(for issues: [TraceMatch.LocatedIssue]) -> [DiagramOverlay.Note] {
    var features: [String] = []
    var kinds: [String: [Kind]] = [:]
    for located in issues {
      if kinds[located.feature] == nil { features.append(located.feature) }
      let issue = located.issue
      var list = kinds[located.feature, default: []]
      if let index = list.firstIndex(where: {
        $0.message == issue.message && $0.location == issue.location
      }) {
        list[index].steps.append(located.step + 1)
      } else {
        list.append(Kind(message: issue.message, location: issue.location,
                         steps: [located.step + 1]))
      }
      kinds[located.feature] = list
    }
    return features.map { feature in note(feature: feature, kinds: kinds[feature] ?? []) }
  }

  private static func note(feature: String, kinds: [Kind]) -> DiagramOverlay.Note {
    let steps = kinds.flatMap(\.steps).sorted()
    let title = steps.count == 1
      ? "⚠ runtime issue at step \(steps[0])"
      : "⚠ \(steps.count) runtime issues at steps \(list(steps))"
    var lines: [String] = []
    for kind in kinds.prefix(maxListed) {
      let first = kind.message.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
      lines += TraceOverlay.wrap(first, maxLines: kinds.count == 1 ? 4 : 2)
      var place = kind.location?.description ?? ""
      if kinds.count > 1 { place += (place.isEmpty ? "" : " · ") + "step \(list(kind.steps))" }
      if !place.isEmpty { lines.append(place) }
    }
    if kinds.count > maxListed { lines.append("… and \(kinds.count - maxListed) more") }
    let tooltip = kinds.prefix(10).map { kind in
      "step \(list(kind.steps)): \(kind.message)"
        + (kind.location.map { "\n\($0.description)" } ?? "")
    }.joined(separator: "\n\n")
    return DiagramOverlay.Note(feature: feature, title: title, lines: lines, tooltip: tooltip)
  }

  private static func list(_ steps: [Int]) -> String {
    let shown = steps.prefix(6).map(String.init).joined(separator: ", ")
    return steps.count > 6 ? shown + ", … (+\(steps.count - 6))" : shown
  }
}
