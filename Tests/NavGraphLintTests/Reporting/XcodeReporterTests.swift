import NavGraphCore
import NavGraphFacts
import Testing

@testable import NavGraphLint

/// The build's issue lines: absolute paths, and `error:` only where the build fails.
@Suite struct XcodeReporterTests {
  @Test func errorsAreWarningsUnlessTheBuildFailsOnThem() {
    let report = ReporterGoldenTests.report
    let lenient = XcodeReporter(root: "/work/app", failing: nil).render(report)
    let stack: String =
      "/work/app/Sources/App/App.swift:4:7: warning: App.State.path is a StackState with no "
      + "forEach [unintegrated-stack]"
    let trace: String =
      "/work/app/Sources/App/App.swift:9:10: note: no traced flow visited App.Path.settings "
      + "(1 trace read) [unreachable-path-case]"
    let send: String =
      "/work/app/Sources/App/Item Form.swift:12:15: warning: send after \"dismiss\": 100% "
      + "lost, & <never> sent, really [send-after-dismiss]"
    let lines: [String] = lenient.split(separator: "\n").map(String.init)
    #expect(lines == [stack, trace, send])
    let failing = XcodeReporter(root: "/work/app/", failing: .error).render(report)
    #expect(failing.contains("/work/app/Sources/App/App.swift:4:7: error: App.State.path"))
    #expect(failing.contains("Item Form.swift:12:15: warning: "))
    let strict = XcodeReporter(root: "/work/app", failing: .warning).render(report)
    #expect(strict.components(separatedBy: ": error: ").count == 3)
  }

  @Test func skippedFilesAreWarningsOnTheFile() {
    let report = LintReport(
      findings: [], skippedFiles: [SkippedFile(file: "/abs/Huge.swift", reason: "too large")])
    #expect(
      XcodeReporter(root: "/work").render(report)
        == "/abs/Huge.swift: warning: skipped: too large [navviz-scan]\n")
  }
}
