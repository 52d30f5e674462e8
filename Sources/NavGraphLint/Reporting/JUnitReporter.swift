import NavGraphCore

/// JUnit XML, which most CI systems show as test results: one test case per finding (failing
/// for errors and warnings, skipped for notes), or one passing case when there are none; and a
/// skipped case for each file the scanner skipped.
package struct JUnitReporter: LintReporter {
  package init() {}

  package func render(_ report: LintReport) -> String {
    let failures = report.count(.error) + report.count(.warning)
    let skipped = report.count(.note) + report.skippedFiles.count
    let tests = max(report.findings.count, 1) + report.skippedFiles.count
    let counts = "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\""
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<testsuites name=\"navviz lint\" \(counts)>\n"
      + "  <testsuite name=\"navviz lint\" \(counts)>\n"
    if report.findings.isEmpty {
      text += "    <testcase classname=\"navviz\" name=\"lint\"/>\n"
    }
    for finding in report.findings {
      let place = finding.location?.description ?? finding.feature ?? "graph"
      let name = XMLText.escape("\(finding.rule) at \(place)")
      let classname = XMLText.escape(finding.location?.file ?? finding.feature ?? "navviz")
      text += "    <testcase classname=\"\(classname)\" name=\"\(name)\">\n"
      let message = XMLText.escape(finding.message)
      if finding.severity == .note {
        text += "      <skipped message=\"\(message)\"/>\n"
      } else {
        text += "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(message)\">"
          + XMLText.escape("\(place): \(finding.severity.rawValue): \(finding.message) "
            + "[\(finding.rule)]") + "</failure>\n"
      }
      text += "    </testcase>\n"
    }
    for file in report.skippedFiles {
      text += "    <testcase classname=\"\(XMLText.escape(file.file))\" name=\"scan\">\n"
        + "      <skipped message=\"\(XMLText.escape(file.message))\"/>\n"
        + "    </testcase>\n"
    }
    return text + "  </testsuite>\n</testsuites>\n"
  }
}
