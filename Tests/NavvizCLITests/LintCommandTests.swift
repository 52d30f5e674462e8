import Foundation
import Testing

/// `navviz lint` end to end: samples/Broken in every format against golden reports, exit
/// codes, -o, baselines and traces.
@Suite("navviz lint")
struct LintCommandTests {
  static let repository = NavvizProcess.repository

  func lint(_ arguments: [String], in directory: URL = repository) throws -> NavvizProcess.Result {
    try NavvizProcess.run(["lint"] + arguments, in: directory)
  }

  static let extensions = [
    "text": "txt", "json": "json", "sarif": "sarif", "github": "txt", "checkstyle": "xml",
    "junit": "xml",
  ]

  @Test(arguments: ["text", "json", "sarif", "github", "checkstyle", "junit"])
  func brokenSampleMatchesGolden(reporter: String) throws {
    let result = try lint(["samples/Broken", "--reporter", reporter])
    #expect(result.status == 1, "errors in samples/Broken fail the run: \(result.stderr)")
    #expect(result.stderr == "")
    try LintGolden.check(result.output, "lint/broken.\(reporter).\(Self.extensions[reporter]!)")
  }

  /// `--format`, as `render` spells it, is `--reporter` by another name.
  @Test func formatIsAnotherNameForReporter() throws {
    let format = try lint(["samples/Broken", "--format", "sarif"])
    #expect(format.status == 1)
    #expect(format.output == (try lint(["samples/Broken", "--reporter", "sarif"])).output)
  }

  /// Every rule fires on the broken samples: the 1.x one, and the TCA 2.0 one for the rule
  /// only 2.0 code can break (`stack-dismiss-style`).
  @Test func everyRuleFiresOnTheBrokenSamples() throws {
    // With the rules off by default turned on, as the samples' configuration does.
    let result = try lint([
      "samples/Broken", "--reporter", "json", "--config", "samples/Broken/.navviz.yml",
    ])
    let tca2 = try lint([
      "samples/BrokenTCA2", "--reporter", "json", "--config", "samples/BrokenTCA2/.navviz.yml",
    ])
    let rules = try NavvizProcess.run(["rules"]).output.split(
      separator: "\n", omittingEmptySubsequences: false
    ).dropFirst().prefix { !$0.isEmpty }.compactMap { $0.split(separator: " ").first.map(String.init) }
    // `unpresented-screen` speaks only where the app's `@main` and stores are scanned, which
    // these package samples have none of (a store would make it the only entry point and
    // orphan the rest); `dead-action-case` does not follow a construction moved into a helper
    // method, so the metamorphic check on this sample would lose it. Their examples are their
    // tests.
    for rule in rules where !["unpresented-screen", "dead-action-case"].contains(rule) {
      #expect(
        (result.output + tca2.output).contains("\"rule\" : \"\(rule)\""), "\(rule) never fires")
    }
    // Suppressed.swift silences everything it contains.
    #expect(!result.output.contains("Suppressed.swift"))
  }

  @Test func cleanCodeExitsZeroAndWarningsFailOnlyWhenStrict() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let clean = #"""
      @Reducer
      struct Counter {
        @ObservableState
        struct State { var count = 0 }
        enum Action { case increment }
      }
      """#
    try Data(clean.utf8).write(to: folder.appendingPathComponent("Counter.swift"))
    var result = try lint(["."], in: folder)
    #expect(result.status == 0)
    #expect(result.output == "navviz lint: no findings in 1 file\n")

    // A file the scanner skips is said to be unchecked, not counted as clean.
    let chain = "struct Pasted {\n" + String(repeating: "  .padding()\n", count: 1_001) + "}\n"
    try Data(chain.utf8).write(to: folder.appendingPathComponent("Pasted.swift"))
    result = try lint(["."], in: folder)
    #expect(result.status == 0)
    #expect(result.output == "navviz lint: no findings in 2 files (1 skipped, not checked)\n")
    #expect(result.stderr.contains("Pasted.swift: warning: skipped: 1001 lines"))
    result = try lint([".", "--reporter", "github"], in: folder)
    #expect(result.output.hasPrefix("::warning file=Pasted.swift,title=navviz scan::skipped: 1001"))
    // Strict: a file not checked fails the run, and says so.
    result = try lint([".", "--strict"], in: folder)
    #expect(result.status == 1)
    #expect(result.stderr.hasSuffix(
      "navviz lint: --strict: 1 source file was skipped, not checked\n"))
    try FileManager.default.removeItem(at: folder.appendingPathComponent("Pasted.swift"))

    let warning = #"""
      @Reducer
      struct Form {
        @Dependency(\.dismiss) var dismiss
        var body: some ReducerOf<Self> {
          Reduce { _, _ in
            .run { send in
              await dismiss()
              await send(.done)
            }
          }
        }
      }
      """#
    try Data(warning.utf8).write(to: folder.appendingPathComponent("Form.swift"))
    result = try lint(["."], in: folder)
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("Form.swift:8:15: warning: send after await dismiss()"))
    #expect(try lint([".", "--strict"], in: folder).status == 1)
  }

  @Test func usageAndInputErrorsExitTwo() throws {
    var result = try lint(["samples/Broken", "--reporter", "xml"])
    #expect(result.status == 2)
    result = try lint(["does/not/exist"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("does/not/exist"))
    result = try lint(["samples/Broken", "--traces", "does/not/exist"])
    #expect(result.status == 2)
    result = try lint(["samples/Broken", "--baseline", "does/not/exist.json"])
    #expect(result.status == 2)
  }

  @Test func outputFileHoldsTheReport() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("out/report.sarif")
    let result = try lint(["samples/Broken", "--reporter", "sarif", "-o", file.path])
    #expect(result.status == 1)
    #expect(result.output == "")
    let written = try String(contentsOf: file, encoding: .utf8)
    #expect(written == (try lint(["samples/Broken", "--reporter", "sarif"])).output)
    // Nothing else (no temporary file) is left beside it.
    let names = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
    #expect(names == ["report.sarif"])
  }

  @Test func baselineHidesRecordedFindings() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let baseline = folder.appendingPathComponent("baseline.json").path
    var result = try lint(["samples/Broken", "--write-baseline", baseline])
    #expect(result.status == 0, "writing a baseline accepts the findings")
    #expect(result.output.contains("error:"))
    result = try lint(["samples/Broken", "--baseline", baseline])
    #expect(result.status == 0)
    #expect(result.output == "navviz lint: no findings in 19 files\n")
  }

  /// A trace-v1 flow of samples/Broken: push the detail, present its edit form, dismiss it.
  static let brokenFlow = #"""
    {"schemaVersion": 1, "root": "AppFeature", "name": "edit a sync-up", "steps": [
      {"action": "path(.push(id: 0, state: .detail(SyncUpDetail.State())))",
       "before": [],
       "after": [{"feature": "AppFeature", "field": "path", "via": "AppFeature.Path",
                  "case": "detail", "to": "SyncUpDetail", "id": 0}],
       "events": [{"event": "pushed", "feature": "AppFeature", "field": "path",
                   "via": "AppFeature.Path", "case": "detail", "to": "SyncUpDetail", "id": 0}]},
      {"action": "path(.element(id: 0, action: .detail(.editButtonTapped)))",
       "before": [{"feature": "AppFeature", "field": "path", "via": "AppFeature.Path",
                   "case": "detail", "to": "SyncUpDetail", "id": 0}],
       "after": [{"feature": "AppFeature", "field": "path", "via": "AppFeature.Path",
                  "case": "detail", "to": "SyncUpDetail", "id": 0,
                  "children": [{"feature": "SyncUpDetail", "field": "destination",
                                "via": "SyncUpDetail.Destination", "case": "edit"}]}],
       "events": [{"event": "presented", "feature": "SyncUpDetail", "field": "destination",
                   "via": "SyncUpDetail.Destination", "case": "edit"}]}]}
    """#

  @Test func tracesAddNotesForUnvisitedCases() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.brokenFlow.utf8).write(to: folder.appendingPathComponent("flow.json"))
    let result = try lint(["samples/Broken", "--traces", folder.path])
    #expect(result.stderr == "")
    #expect(result.output.contains(
      "note: no traced flow visited AppFeature.Path.meeting (1 trace read) "
        + "[unreachable-path-case]"))
    // Visited by the flow's events: no note.
    #expect(!result.output.contains("no traced flow visited AppFeature.Path.detail"))
    #expect(!result.output.contains("no traced flow visited SyncUpDetail.Destination.edit"))
    // Never constructed stays a warning (it outranks "not traced").
    #expect(result.output.contains(
      "warning: AppFeature.Path.settings is never constructed outside tests"))
    // The notes are golden: exactly the cases the flow missed, nothing else changes.
    try LintGolden.check(result.output, "lint/broken-traced.text.txt")
  }

  @Test func aMalformedTraceStopsLintWithItsName() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let flow = folder.appendingPathComponent("flow.json")
    try Data(Self.brokenFlow.replacingOccurrences(of: #""pushed""#, with: #""shoved""#).utf8)
      .write(to: flow)
    let result = try lint(["samples/Broken", "--traces", folder.path])
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(result.stderr.hasPrefix("navviz: error: malformed trace \(flow.path): "
      + #"steps[0].events[0].event: unknown navigation event "shoved""#))
  }
}
