import NavGraphCore

/// What a build prints for Xcode and `swift build` (the build tool plugin runs it): one line per
/// finding, `/absolute/path:line:column: warning: message [rule]`, which Xcode shows in its
/// issue navigator and at the line. A finding is written as an `error:` only at or above
/// `failing`, the severity that fails the build; below it, an error-severity finding is a
/// `warning:`, since Xcode fails a build that prints `error:`. A skipped file is a `warning:` on
/// the file. No summary line: the build log has its own.
package struct XcodeReporter: LintReporter {
  /// The folder relative paths in the report are relative to; `nil` leaves them as they are.
  package var root: String?
  /// The least severity that fails the build; `nil`: none does.
  package var failing: Finding.Severity?

  package init(root: String? = nil, failing: Finding.Severity? = .error) {
    self.root = root
    self.failing = failing
  }

  package func render(_ report: LintReport) -> String {
    var text = ""
    for finding in report.findings {
      let place =
        finding.location.map { location in
          var location = location
          location.file = absolute(location.file)
          return location.description
        } ?? report.fallbackFile.map(absolute) ?? finding.feature ?? "navviz"
      text += ControlCharacters.escaped(place) + ": " + kind(finding.severity) + ": "
      text += ControlCharacters.escaped(
        finding.message.split(whereSeparator: \.isNewline).joined(separator: " "))
      text += " [" + finding.rule + "]\n"
    }
    for skipped in report.skippedFiles {
      text +=
        ControlCharacters.escaped(absolute(skipped.file)) + ": warning: "
        + ControlCharacters.escaped(skipped.message) + " [navviz-scan]\n"
    }
    return text
  }

  private func kind(_ severity: Finding.Severity) -> String {
    if let failing, severity >= failing { return "error" }
    return severity == .note ? "note" : "warning"
  }

  private func absolute(_ path: String) -> String {
    guard let root, !path.hasPrefix("/") else { return path }
    return root.hasSuffix("/") ? root + path : root + "/" + path
  }
}
