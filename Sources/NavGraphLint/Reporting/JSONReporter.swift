import Foundation
import NavGraphCore
import NavGraphFacts

/// `{"schemaVersion": 1, "findings": [...]}` with the finding objects of navgraph-v1; also the
/// baseline format. Files the scanner skipped are listed under `skipped`
/// (`[{"file": ..., "reason": ...}]`), a key written only when there are some.
package struct JSONReporter: LintReporter {
  package init() {}

  package func render(_ report: LintReport) -> String {
    struct Document: Encodable {
      var schemaVersion = NavigationGraph.schemaVersion
      var findings: [Finding]
      var skipped: [SkippedFile]?
    }
    let document = Document(
      findings: report.findings,
      skipped: report.skippedFiles.isEmpty ? nil : report.skippedFiles)
    let data = (try? NavigationGraph.encoder.encode(document)) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
