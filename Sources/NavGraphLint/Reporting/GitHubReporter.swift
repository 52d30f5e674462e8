import NavGraphCore

/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request
/// (`::warning file=...,line=...,col=...,title=...::message`), and so does each file the
/// scanner skipped (`title=navviz scan`), which would otherwise pass unseen.
package struct GitHubReporter: LintReporter {
  package init() {}

  package func render(_ report: LintReport) -> String {
    var text = ""
    for finding in report.findings {
      let command =
        switch finding.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
      var properties: [String] = []
      if let location = finding.location {
        properties.append("file=\(Self.property(location.file))")
        if let line = location.line { properties.append("line=\(line)") }
        if let column = location.column { properties.append("col=\(column)") }
      }
      properties.append("title=\(Self.property("navviz " + finding.rule))")
      text += "::\(command) \(properties.joined(separator: ","))::\(Self.data(finding.message))\n"
    }
    for skipped in report.skippedFiles {
      text += "::warning file=\(Self.property(skipped.file)),title=navviz scan::"
        + Self.data(skipped.message) + "\n"
    }
    return text
  }

  /// The message part: `%`, CR and LF are escaped (the runner decodes them); other control
  /// characters are spelled out, as the log viewer would act on them.
  static func data(_ text: String) -> String {
    dataEscaper.escape(text)
  }

  /// A property value: also `:` and `,`, which would end it.
  static func property(_ text: String) -> String {
    propertyEscaper.escape(text)
  }

  private static let dataEscaper = TextEscaper(
    ["%": "%25", "\r": "%0D", "\n": "%0A"], controls: .controlsSwiftEscaped)
  private static let propertyEscaper = TextEscaper(
    dataEscaper.replacements.merging([":": "%3A", ",": "%2C"]) { old, _ in old },
    controls: .controlsSwiftEscaped)
}
