/// Turns a lint report into one output format. One conforming type per format, each in its
/// own file; the output is deterministic (same findings, same bytes).
package protocol LintReporter: Sendable {
  func render(_ report: LintReport) -> String
}

/// The `--reporter` names.
package enum ReporterKind: String, CaseIterable, Sendable {
  case text, json, sarif, github, checkstyle, junit, codeclimate, markdown, xcode

  package var reporter: any LintReporter {
    switch self {
    case .text: TextReporter()
    case .json: JSONReporter()
    case .sarif: SARIFReporter()
    case .github: GitHubReporter()
    case .checkstyle: CheckstyleReporter()
    case .junit: JUnitReporter()
    case .codeclimate: CodeClimateReporter()
    case .markdown: MarkdownReporter()
    case .xcode: XcodeReporter()
    }
  }
}
