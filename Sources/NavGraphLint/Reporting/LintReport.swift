import NavGraphCore
import NavGraphFacts

/// What a reporter writes: the findings of one run (sorted), the rules that could report
/// (for SARIF's rule table), how many files were read and which were skipped.
package struct LintReport: Sendable {
  package var findings: [Finding]
  package var rules: [RuleDescription]
  /// Swift files scanned; `nil` when the input was only graph documents.
  package var fileCount: Int?
  /// Of those, the files the scanner skipped (unreadable, or past one of its limits), sorted:
  /// each reporter says so in its own terms, so a clean run over a skipped file does not read
  /// as a checked one.
  package var skippedFiles: [SkippedFile]
  /// Where formats that need a file for every finding (SARIF: GitHub code scanning rejects a
  /// result without a location) put findings that have none: the graph document linted.
  package var fallbackFile: String?
  /// What the scanner saw but could not read, so could not check: counted in the summary.
  package var unresolved: [Unresolved]

  package init(
    findings: [Finding], rules: [RuleDescription] = RuleRegistry.all.map(\.description),
    fileCount: Int? = nil, skippedFiles: [SkippedFile] = [], fallbackFile: String? = nil,
    unresolved: [Unresolved] = []
  ) {
    self.unresolved = unresolved.sorted()
    self.findings = findings.sorted()
    self.rules = rules
    self.fileCount = fileCount
    self.skippedFiles = skippedFiles.sorted()
    self.fallbackFile = fallbackFile
  }

  package func count(_ severity: Finding.Severity) -> Int {
    findings.count { $0.severity == severity }
  }
}
