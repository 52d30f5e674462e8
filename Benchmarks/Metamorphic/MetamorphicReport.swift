import NavGraphMetamorphic

/// The lines a run prints: one per app and transformation, and a summary per transformation.
struct MetamorphicReport {
  let kinds: [TransformationKind]
  private var differingApps: [TransformationKind: [String]] = [:]
  private var differences: [TransformationKind: Int] = [:]
  private var broken: [TransformationKind: Int] = [:]
  private var apps = 0
  private var lastApp = ""

  init(kinds: [TransformationKind]) { self.kinds = kinds }

  mutating func add(_ outcome: MetamorphicOutcome, app: String) {
    if app != lastApp {
      apps += 1
      lastApp = app
    }
    differences[outcome.kind, default: 0] += outcome.differences.count
    broken[outcome.kind, default: 0] += outcome.brokenFiles.count
    if !outcome.isEqual { differingApps[outcome.kind, default: []].append(app) }
  }

  static func line(for outcome: MetamorphicOutcome, app: String, show: Int) -> String {
    let head = "  \(app) × \(outcome.kind.rawValue): "
    guard !outcome.isEqual else { return head + "equal" }
    var lines = [
      head + "\(outcome.differences.count) difference\(outcome.differences.count == 1 ? "" : "s")"
        + (outcome.brokenFiles.isEmpty
          ? "" : ", \(outcome.brokenFiles.count) files with syntax errors after it")
    ]
    lines += outcome.brokenFiles.prefix(show).map { "    syntax errors: \($0)" }
    lines += outcome.differences.prefix(show).map { "    \($0)" }
    if outcome.differences.count > show {
      lines.append("    … \(outcome.differences.count - show) more")
    }
    return lines.joined(separator: "\n")
  }

  var summary: String {
    var lines = [
      "", "Summary: \(kinds.count) transformations × \(apps) apps = \(kinds.count * apps) runs",
    ]
    for kind in kinds {
      let differing = differingApps[kind] ?? []
      lines.append(
        "  \(kind.rawValue): \(apps - differing.count) equal, \(differing.count) differing"
          + " (\(differences[kind] ?? 0) differences"
          + ((broken[kind] ?? 0) > 0 ? ", \(broken[kind]!) files broken" : "") + ")"
          + (differing.isEmpty ? "" : ": " + differing.joined(separator: ", ")))
    }
    return lines.joined(separator: "\n")
  }
}
