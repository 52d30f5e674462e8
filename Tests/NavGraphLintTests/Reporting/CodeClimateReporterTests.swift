import Foundation
import NavGraphCore
import NavGraphFacts
import Testing

@testable import NavGraphLint

/// The GitLab code quality report: every field GitLab documents as required, with the types
/// and values it accepts, and fingerprints that identify a finding across runs.
@Suite struct CodeClimateReporterTests {
  static let severities: Set<String> = ["info", "minor", "major", "critical", "blocker"]

  func issues(_ report: LintReport) throws -> [[String: Any]] {
    let data = Data(CodeClimateReporter().render(report).utf8)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
  }

  @Test func everyIssueHasTheFieldsGitLabReads() throws {
    var report = ReporterGoldenTests.report
    report.skippedFiles = [SkippedFile(file: "Sources/App/Huge.swift", reason: "too large")]
    let issues = try issues(report)
    #expect(issues.count == 4)
    for issue in issues {
      #expect((issue["description"] as? String)?.isEmpty == false)
      #expect((issue["check_name"] as? String)?.isEmpty == false)
      #expect(Self.severities.contains(issue["severity"] as? String ?? ""))
      #expect(issue["type"] as? String == "issue")
      #expect((issue["categories"] as? [String])?.isEmpty == false)
      let fingerprint = try #require(issue["fingerprint"] as? String)
      #expect(fingerprint.count == 32 && fingerprint.allSatisfy(\.isHexDigit))
      let location = try #require(issue["location"] as? [String: Any])
      #expect((location["path"] as? String)?.hasPrefix("Sources/App/") == true)
      let begin = try #require((location["lines"] as? [String: Any])?["begin"] as? Int)
      #expect(begin >= 1)
    }
    #expect(issues.map { $0["severity"] as? String } == ["major", "info", "minor", "minor"])
    #expect(issues.last?["check_name"] as? String == "navviz-scan")
  }

  @Test func fingerprintsAreStableAcrossRunsAndLineMovesAndUniquePerIssue() throws {
    let first = try issues(ReporterGoldenTests.report).map { $0["fingerprint"] as? String }
    let again = try issues(ReporterGoldenTests.report).map { $0["fingerprint"] as? String }
    #expect(first == again)
    // A fixed value: the same bytes on every machine and in every process.
    #expect(CodeClimateReporter.fingerprint("") == "cbf29ce484222325" + "6c62272e07bb0142")
    var moved = ReporterGoldenTests.report
    moved.findings = moved.findings.map { finding in
      var finding = finding
      finding.location?.line? += 10
      return finding
    }
    #expect(Set(try issues(moved).map { $0["fingerprint"] as? String }) == Set(first))
    // Two copies of one mistake get two fingerprints.
    let twice = LintReport(findings: [
      ReporterGoldenTests.report.findings[1], ReporterGoldenTests.report.findings[1],
    ])
    let prints = try issues(twice).compactMap { $0["fingerprint"] as? String }
    #expect(prints.count == 2 && prints[0] != prints[1])
  }

  @Test func aFindingWithoutLocationIsPlacedOnItsDocumentAndNoFindingsIsAnEmptyArray() throws {
    let finding = Finding(
      rule: "destination-case-budget", severity: .warning, feature: "App.Destination",
      message: "too many cases")
    let issue = try #require(
      try issues(LintReport(findings: [finding], fallbackFile: "graphs/app.json")).first)
    let location = issue["location"] as? [String: Any]
    #expect(location?["path"] as? String == "graphs/app.json")
    #expect((location?["lines"] as? [String: Any])?["begin"] as? Int == 1)
    #expect(CodeClimateReporter().render(LintReport(findings: [])) == "[]\n")
  }
}
