import Foundation
import NavGraphCore
import NavGraphFacts
import NavGraphLint
import Testing

/// A file the scanner skipped reaches every report in that format's own terms, so a CI run
/// over it is not silently clean; a report without one is unchanged.
@Suite struct SkippedFileReportTests {
  static let skipped = SkippedFile(
    file: "Sources/App/Pasted View.swift", reason: "1001 lines in one type's body <begin>")
  static let report = LintReport(findings: [], fileCount: 2, skippedFiles: [skipped])

  @Test func textCountsItInTheSummary() {
    #expect(TextReporter().render(Self.report)
      == "navviz lint: no findings in 2 files (1 skipped, not checked)\n")
  }

  @Test func jsonListsItUnderSkipped() throws {
    let data = Data(JSONReporter().render(Self.report).utf8)
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let skipped = try #require(document["skipped"] as? [[String: String]])
    #expect(skipped == [["file": Self.skipped.file, "reason": Self.skipped.reason]])
    #expect(!JSONReporter().render(LintReport(findings: [])).contains("skipped"))
  }

  @Test func sarifMakesItAToolExecutionNotification() throws {
    let data = Data(SARIFReporter().render(Self.report).utf8)
    let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == true)
    let notification = try #require(
      (invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
    #expect(notification["level"] as? String == "warning")
    #expect((notification["message"] as? [String: String])?["text"]
      == "skipped: \(Self.skipped.reason)")
    let location = try #require((notification["locations"] as? [[String: Any]])?.first)
    let artifact = (location["physicalLocation"] as? [String: Any])?["artifactLocation"]
    #expect((artifact as? [String: String])?["uri"] == "Sources/App/Pasted%20View.swift")
    #expect(!SARIFReporter().render(LintReport(findings: [])).contains("invocations"))
  }

  @Test func githubAnnotatesTheFile() {
    #expect(GitHubReporter().render(Self.report)
      == "::warning file=Sources/App/Pasted View.swift,title=navviz scan::skipped: "
      + "1001 lines in one type's body <begin>\n")
  }

  @Test func checkstyleWarnsOnTheFile() {
    #expect(CheckstyleReporter().render(Self.report).contains(
      "  <file name=\"Sources/App/Pasted View.swift\">\n    <error line=\"0\" column=\"0\" "
        + "severity=\"warning\" message=\"skipped: 1001 lines in one type&apos;s body "
        + "&lt;begin&gt;\" source=\"navviz.scan\"/>\n  </file>\n"))
  }

  @Test func junitCountsItAsASkippedCase() {
    let xml = JUnitReporter().render(Self.report)
    #expect(xml.contains("tests=\"2\" failures=\"0\" errors=\"0\" skipped=\"1\""))
    #expect(xml.contains(
      "    <testcase classname=\"Sources/App/Pasted View.swift\" name=\"scan\">\n"
        + "      <skipped message=\"skipped: 1001 lines in one type&apos;s body &lt;begin&gt;\"/>\n"
        + "    </testcase>\n"))
  }
}
