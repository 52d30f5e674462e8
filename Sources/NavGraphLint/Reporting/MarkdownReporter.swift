import NavGraphCore

/// A lint summary for a pull-request comment or a CI job summary: a heading, the count, and a
/// table of the findings (severity, rule, where, message); files the scanner skipped in a table
/// of their own. Names and messages are escaped, so none can break a table or inject HTML.
/// The first line is an HTML comment a workflow can find to update its earlier comment.
package struct MarkdownReporter: LintReporter {
  package static let marker = "<!-- navviz-lint -->"

  package init() {}

  package func render(_ report: LintReport) -> String {
    var blocks = [Self.marker + "\n### Lint findings"]
    // The text report's summary, without its `navviz lint: ` prefix.
    let summary = TextReporter.summary(report)
    let words = summary.hasPrefix("navviz lint: ") ? String(summary.dropFirst(13)) : summary
    blocks.append(
      report.findings.isEmpty
        ? MarkdownText.escape(words.prefix(1).uppercased() + words.dropFirst()) + "."
        : "**" + MarkdownText.escape(words) + "**")
    if !report.findings.isEmpty {
      blocks.append(
        table(
          ["severity", "rule", "where", "message"],
          report.findings.map { finding in
            [
              finding.severity.rawValue, MarkdownText.code(finding.rule),
              finding.location.map { MarkdownText.code($0.description) }
                ?? finding.feature.map(MarkdownText.code) ?? "",
              MarkdownText.escape(finding.message),
            ]
          }))
    }
    if !report.skippedFiles.isEmpty {
      blocks.append(
        "#### Not checked\n\n"
          + table(
            ["file", "why"],
            report.skippedFiles.map {
              [MarkdownText.code($0.file), MarkdownText.escape($0.reason)]
            }))
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }

  private func table(_ header: [String], _ rows: [[String]]) -> String {
    ([header, header.map { _ in "---" }] + rows)
      .map { "| " + $0.joined(separator: " | ") + " |" }.joined(separator: "\n")
  }
}
