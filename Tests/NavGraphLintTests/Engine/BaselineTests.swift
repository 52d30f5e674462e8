import Foundation
import NavGraphCore
import NavGraphLint
import Testing

@Suite struct BaselineTests {
  func finding(_ line: Int, _ message: String = "m") -> Finding {
    Finding(
      rule: "unintegrated-stack", severity: .error, feature: "App", fields: ["path"],
      location: SourceLocation(file: "App.swift", line: line, column: 3), message: message)
  }

  @Test func matchesIgnoringLinesAndCountsCopies() throws {
    let written = JSONReporter().render(LintReport(findings: [finding(10)]))
    let baseline = try Baseline(data: Data(written.utf8), path: "baseline.json")
    // Moved down five lines: still accepted. A second copy and a new message are reported.
    #expect(baseline.filter([finding(15)]) == [])
    #expect(baseline.filter([finding(15), finding(20)]) == [finding(20)])
    #expect(baseline.filter([finding(10, "other")]) == [finding(10, "other")])
  }

  @Test func rejectsOtherDocuments() {
    #expect(throws: NavGraphError.self) {
      try Baseline(data: Data("[1, 2]".utf8), path: "b.json")
    }
  }
}
