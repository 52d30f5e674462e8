import Foundation
import NavGraph
import NavGraphLint
import NavGraphSyntax

/// Issue 6, "Measure": `navviz lint` on the generated 2,000-file corpus — the scan alone, the
/// scan followed by every rule, the rules alone on the scan's result, and a report in each
/// format — against `Parser.parse` alone in the same run. Best of `rounds` each.
func runLintBenchmarks(files: Int = 2_000, rounds: Int = 5) {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("navviz-bench-lint-\(ProcessInfo.processInfo.processIdentifier)")
  defer { try? FileManager.default.removeItem(at: directory) }
  let written: SyntheticCorpus.Written
  do {
    written = try SyntheticCorpus.write(to: directory.path, files: files)
  } catch {
    print("lint benchmark: \(error)")
    return
  }
  let cores = ProcessInfo.processInfo.activeProcessorCount
  print("lint corpus: \(written.files) files, \(written.lines) lines, \(written.bytes) bytes;"
    + " \(cores) cores")

  func best(_ label: String, _ body: () -> String) -> Duration {
    var times: [Duration] = []
    var detail = ""
    for _ in 0..<rounds {
      let clock = ContinuousClock()
      let start = clock.now
      detail = body()
      times.append(clock.now - start)
    }
    let fastest = times.min()!
    print("  \(label): \(lintFormat(fastest)) (best of \(rounds); \(detail))")
    return fastest
  }

  func scan() -> ScanResult? {
    try? SourceScanner().scan([directory.path])
  }

  let bare = best("Parser.parse alone, 1 thread") {
    "\(BareParse.parseAll(under: directory.path)) files"
  }
  let scanOnly = best("scan, all cores") {
    scan().map { "\($0.graph.features.count) features" } ?? "error"
  }
  let scanAndLint = best("scan + lint, all cores") {
    guard let result = scan() else { return "error" }
    return "\(Linter().lint(LintInput(scan: result)).count) findings"
  }
  guard let result = scan() else { return }
  let input = LintInput(scan: result)
  var findings: [Finding] = []
  let lintOnly = best("lint alone (11 rules) on the scan's result") {
    findings = Linter().lint(input)
    return "\(findings.count) findings"
  }
  let report = LintReport(findings: findings, fileCount: result.files.count)
  for kind in ReporterKind.allCases {
    _ = best("report \(kind.rawValue)") { "\(kind.reporter.render(report).utf8.count) bytes" }
  }
  print("  lint alone / scan: " + lintPercent(lintOnly, scanOnly) + " (aim: < 10%)")
  print("  (scan + lint) / scan: " + lintRatio(scanAndLint, scanOnly))
  print("  scan + lint / bare parse (1 thread): " + lintRatio(scanAndLint, bare))
}

private func lintSeconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

private func lintFormat(_ duration: Duration) -> String {
  let seconds = lintSeconds(duration)
  return seconds < 0.1 ? String(format: "%.1f ms", seconds * 1000) : String(format: "%.3f s", seconds)
}

private func lintRatio(_ lhs: Duration, _ rhs: Duration) -> String {
  String(format: "%.3f", lintSeconds(lhs) / lintSeconds(rhs))
}

private func lintPercent(_ lhs: Duration, _ rhs: Duration) -> String {
  String(format: "%.1f%%", 100 * lintSeconds(lhs) / lintSeconds(rhs))
}
