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
    // Most messages have nothing to escape; Foundation replacements over each still cost
    // seconds on a large report.
    guard text.utf8.contains(where: { $0 == UInt8(ascii: "%") || ControlCharacters.mayStart($0) })
    else { return text }
    return ControlCharacters.escaped(text, keeping: ["\r", "\n"])
      .replacingOccurrences(of: "%", with: "%25")
      .replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A property value: also `:` and `,`, which would end it.
  static func property(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ",") })
    else { return data(text) }
    return data(text).replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }
}
