import NavGraphCore

/// Checkstyle XML, which Jenkins, GitLab and reviewdog read: one `<file>` per file, one
/// `<error>` per finding, and a warning from `navviz.scan` on each file the scanner skipped.
package struct CheckstyleReporter: LintReporter {
  package init() {}

  package func render(_ report: LintReport) -> String {
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    var byFile: [String: [Finding]] = [:]
    for finding in report.findings {
      byFile[finding.location?.file ?? "", default: []].append(finding)
    }
    var skippedByFile: [String: [String]] = [:]
    for skipped in report.skippedFiles {
      skippedByFile[skipped.file, default: []].append(skipped.message)
    }
    for file in Set(byFile.keys).union(skippedByFile.keys).sorted() {
      text += "  <file name=\"\(XMLText.escape(file))\">\n"
      for message in skippedByFile[file] ?? [] {
        text += "    <error line=\"0\" column=\"0\" severity=\"warning\""
          + " message=\"\(XMLText.escape(message))\" source=\"navviz.scan\"/>\n"
      }
      for finding in byFile[file] ?? [] {
        let severity = finding.severity == .note ? "info" : finding.severity.rawValue
        text += "    <error line=\"\(finding.location?.line ?? 0)\""
          + " column=\"\(finding.location?.column ?? 0)\" severity=\"\(severity)\""
          + " message=\"\(XMLText.escape(finding.message))\""
          + " source=\"navviz.\(XMLText.escape(finding.rule))\"/>\n"
      }
      text += "  </file>\n"
    }
    return text + "</checkstyle>\n"
  }
}
