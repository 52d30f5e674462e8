import Foundation
import NavGraphCore
import NavGraphFacts
import NavGraphLint
import NavGraphSyntax
import NavGraphSyntaxTestSupport

/// `navviz-bench lint`: `navviz lint` on the generated 2,000-file corpus — the scan alone, the
/// scan followed by every rule, the rules alone on the scan's result, and a report in each
/// format — against `Parser.parse` alone in the same run. Best of `rounds` each.
func runLintBenchmarks(files: Int = 2_000, rounds: Int = 5) {
  CorpusRun.run("lint", files: files, rounds: rounds) { corpus in
    lint(corpus)
  }
}

private func lint(_ corpus: CorpusRun) {
  let best = corpus.best
  func scan() -> ScanResult? {
    try? SourceScanner().scan([corpus.path])
  }

  let bare = best("Parser.parse alone, 1 thread") {
    "\(BareParse.parseAll(under: corpus.path)) files"
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
  // What `navviz lint` does after the scan, its default text report included.
  let afterScan = best("lint + text report on the scan's result") {
    let findings = Linter().lint(input)
    let text = TextReporter().render(LintReport(findings: findings, fileCount: result.files.count))
    return "\(text.utf8.count) bytes"
  }
  print("  lint alone / scan: " + CorpusRun.percent(lintOnly, scanOnly) + " (aim: < 10%)")
  print("  (lint + text report) / scan: " + CorpusRun.percent(afterScan, scanOnly))
  print("  (scan + lint) / scan: " + CorpusRun.ratio(scanAndLint, scanOnly))
  print("  scan + lint / bare parse (1 thread): " + CorpusRun.ratio(scanAndLint, bare))
}
