import Foundation
import Testing

/// `navviz lint --new-since REF`: only the findings the working tree has and commit REF did
/// not, paired as `navviz diff` pairs them (moved code is not new), in every reporter, with
/// lint's exit codes.
@Suite("navviz lint --new-since", .serialized)
struct LintNewSinceTests {
  typealias Repository = DiffBaseRevisionTests.Repository

  /// The settings case no longer set: lint finds it unreachable.
  static let unreachable = "AppFeature.Destination.settings is never constructed"

  @Test func reportsOnlyWhatTheChangeIntroduced() throws {
    let repository = try Repository(edits: DiffFixtures.findingNew)
    defer { repository.remove() }
    let all = try NavvizProcess.run(["lint", "Sources"], in: repository.folder)
    let new = try NavvizProcess.run(
      ["lint", "Sources", "--new-since", "HEAD~1"], in: repository.folder)
    #expect(new.status == 0, "\(new.stderr)")
    #expect(all.output.contains(Self.unreachable))
    #expect(new.output.contains(Self.unreachable))
    let newLines = new.output.split(separator: "\n").filter { $0.contains(": warning: ") }
    #expect(newLines.count == 1)
    #expect(new.output.hasSuffix("navviz lint: 1 finding (1 warning) in 2 files\n"))
    // The exit codes are lint's: --strict fails on the new warning.
    let strict = try NavvizProcess.run(
      ["lint", "Sources", "--new-since", "HEAD~1", "--strict"], in: repository.folder)
    #expect(strict.status == 1)
  }

  @Test func movedCodeBringsNoFindingBack() throws {
    // The finding is in both commits; the second moves the code it points at down.
    let repository = try Repository(edits: [])
    defer { repository.remove() }
    try repository.write(DiffFixtures.files(DiffFixtures.findingNew))
    try repository.git(["commit", "-q", "-am", "the finding"])
    var moved = DiffFixtures.files(DiffFixtures.findingNew)
    moved["Sources/App/AppFeature.swift"] =
      "// moved\n// down\n\n"
      + moved["Sources/App/AppFeature.swift"]!
    try repository.write(moved)
    let lines = try NavvizProcess.run(["lint", "Sources"], in: repository.folder)
    #expect(lines.output.contains("AppFeature.swift:"))
    let result = try NavvizProcess.run(
      ["lint", "Sources", "--new-since", "HEAD", "--reporter", "json"], in: repository.folder)
    #expect(result.status == 0, "\(result.stderr)")
    let document = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
    #expect((document?["findings"] as? [Any])?.isEmpty == true)
    #expect(result.stderr.contains("--new-since HEAD: left out 1 finding HEAD already had"))
  }

  @Test func everyReporterGetsTheNewFindingsOnly() throws {
    let repository = try Repository(edits: DiffFixtures.findingNew)
    defer { repository.remove() }
    let result = try NavvizProcess.run(
      [
        "lint", "Sources", "--new-since", "HEAD~1", "--reporter", "sarif:new.sarif",
        "--reporter", "codeclimate:new.json", "--reporter", "markdown",
      ], in: repository.folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.output.contains(Self.unreachable))
    let sarif = try Data(contentsOf: repository.folder.appendingPathComponent("new.sarif"))
    let log = try JSONSerialization.jsonObject(with: sarif) as? [String: Any]
    let run = (log?["runs"] as? [[String: Any]])?.first
    #expect((run?["results"] as? [Any])?.count == 1)
    let quality = try Data(contentsOf: repository.folder.appendingPathComponent("new.json"))
    #expect((try JSONSerialization.jsonObject(with: quality) as? [Any])?.count == 1)
  }

  @Test func aPathTheCommitLacksMakesEveryFindingNew() throws {
    let repository = try Repository(
      edits: [],
      extra: [
        "Packages/Shop/AppFeature.swift": DiffFixtures.files(
          DiffFixtures.findingNew)["Sources/App/AppFeature.swift"]!
      ])
    defer { repository.remove() }
    try repository.git(["rm", "-q", "--cached", "-r", "Packages"])
    try repository.git(["commit", "-q", "-m", "not yet"])
    let result = try NavvizProcess.run(
      ["lint", "Packages/Shop", "--new-since", "HEAD"], in: repository.folder)
    #expect(result.output.contains("never constructed"), "\(result.stderr)")
  }

  @Test func usageErrorsStopBeforeScanning() throws {
    let repository = try Repository(edits: [])
    defer { repository.remove() }
    let unknown = try NavvizProcess.run(
      ["lint", "Sources", "--new-since", "no-such-branch", "-o", "out.txt"],
      in: repository.folder)
    #expect(unknown.status == 2)
    #expect(unknown.stderr.hasPrefix("navviz: error: --new-since no-such-branch: no such commit"))
    #expect(
      !FileManager.default.fileExists(
        atPath: repository.folder.appendingPathComponent("out.txt").path))
    let graph = try NavvizProcess.run(
      ["lint", "--graph", NavvizProcess.graph("syncups"), "--new-since", "HEAD"],
      in: repository.folder)
    #expect(graph.status == 2)
    #expect(graph.stderr.contains("--graph and --sample do not apply"))
  }
}
