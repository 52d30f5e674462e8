import NavGraph

/// `path:line:column: warning: message [rule-id]`, the form Xcode, editors and most CI log
/// parsers read, then a summary line.
public struct TextReporter: LintReporter {
  public init() {}

  public func render(_ report: LintReport) -> String {
    var text = ""
    for finding in report.findings {
      let place = ControlCharacters.escaped(
        finding.location.map { "\($0): " } ?? (finding.feature.map { "\($0): " } ?? ""))
      // One finding per line, whatever the message holds: editors parse line by line.
      let message = ControlCharacters.escaped(
        finding.message.split(whereSeparator: \.isNewline).joined(separator: " "))
      text += "\(place)\(finding.severity.rawValue): \(message) [\(finding.rule)]\n"
    }
    return text + Self.summary(report) + "\n"
  }

  /// `navviz lint: 3 findings (1 error, 2 warnings) in 12 files`.
  static func summary(_ report: LintReport) -> String {
    let files = report.fileCount.map { " in \(plural($0, "file"))" } ?? ""
    guard !report.findings.isEmpty else { return "navviz lint: no findings\(files)" }
    let parts = [Finding.Severity.error, .warning, .note].compactMap { severity in
      let count = report.count(severity)
      return count == 0 ? nil : plural(count, severity.rawValue)
    }
    return "navviz lint: \(plural(report.findings.count, "finding")) "
      + "(\(parts.joined(separator: ", ")))\(files)"
  }

  private static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
