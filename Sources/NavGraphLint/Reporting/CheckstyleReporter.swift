import NavGraph

/// Checkstyle XML, which Jenkins, GitLab and reviewdog read: one `<file>` per file, one
/// `<error>` per finding.
public struct CheckstyleReporter: LintReporter {
  public init() {}

  public func render(_ report: LintReport) -> String {
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    var byFile: [String: [Finding]] = [:]
    for finding in report.findings {
      byFile[finding.location?.file ?? "", default: []].append(finding)
    }
    for file in byFile.keys.sorted() {
      text += "  <file name=\"\(XMLText.escape(file))\">\n"
      for finding in byFile[file]! {
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
