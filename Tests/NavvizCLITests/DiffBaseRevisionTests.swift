import Foundation
import Testing

/// `navviz diff --base REF` in a temporary git repository with two commits: the working tree
/// is compared with the commit before, and neither the working tree nor git's index is touched.
@Suite("navviz diff --base", .serialized)
struct DiffBaseRevisionTests {
  /// A repository whose first commit is the app and whose second applies `edits`.
  struct Repository {
    let folder: URL

    init(edits: [(String, String)], extra: [String: String] = [:]) throws {
      folder = try NavvizProcess.temporaryFolder().appendingPathComponent("shop")
      try git(["init", "-q", folder.path], in: folder.deletingLastPathComponent())
      try write(DiffFixtures.files())
      try git(["add", "-A"])
      try git(["commit", "-q", "-m", "app"])
      try write(DiffFixtures.files(edits).merging(extra) { $1 })
      try git(["add", "-A"])
      try git(["commit", "-q", "--allow-empty", "-m", "change"])
    }

    func write(_ files: [String: String]) throws {
      for (path, text) in files {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
      }
    }

    @discardableResult
    func git(_ arguments: [String], in directory: URL? = nil) throws -> String {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments =
        [
          "git", "-c", "user.name=navviz", "-c", "user.email=navviz@example.com",
          "-c", "init.defaultBranch=main", "-c", "commit.gpgsign=false",
        ] + arguments
      process.currentDirectoryURL = directory ?? folder
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        throw CocoaError(
          .fileReadUnknown,
          userInfo: [
            NSLocalizedDescriptionKey: "git \(arguments.joined(separator: " ")) failed"
          ])
      }
      return String(decoding: data, as: UTF8.self)
    }

    func remove() { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
  }

  /// Temporary folders navviz made for a base tree, to see that none is left behind.
  private func baseFolders() -> Set<String> {
    let names =
      (try? FileManager.default.contentsOfDirectory(
        atPath: FileManager.default.temporaryDirectory.path)) ?? []
    return Set(names.filter { $0.hasPrefix("navviz-base-") })
  }

  @Test func comparesTheWorkingTreeWithTheCommitBefore() throws {
    let repository = try Repository(edits: DiffFixtures.edgeRestyled)
    defer { repository.remove() }
    // An uncommitted edit counts too: the head side is the working tree.
    try repository.write(DiffFixtures.files(DiffFixtures.edgeRestyled + DiffFixtures.edgeAdded))
    let before = baseFolders()
    let status = try repository.git(["status", "--porcelain"])
    let result = try NavvizProcess.run(
      ["diff", "--base", "HEAD~1", "Sources/"], in: repository.folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.output == """
        + edge AppFeature .destination → AppFeature.Destination .help → SettingsFeature \
        (destination)
        ~ edge AppFeature .destination → AppFeature.Destination .settings → SettingsFeature \
        (destination): style sheet → fullScreenCover
        + finding Sources/App/AppFeature.swift:10:10: warning: AppFeature.Destination.help is \
        built only where .helpTapped is handled (Sources/App/AppFeature.swift:35:30), and no \
        code sends it, so the case is never built and its screen never shown; send it where the \
        screen should open, or remove the case and its handler [dead-action-case]
        navviz diff: 3 changes (edges: 1 added, 1 restyled; lint findings: 1 new)

        """)
    #expect(try repository.git(["status", "--porcelain"]) == status)
    #expect(baseFolders().subtracting(before).isEmpty)
  }

  @Test func worksFromASubfolderAndNamesPathsFromThere() throws {
    let repository = try Repository(edits: DiffFixtures.findingNew)
    defer { repository.remove() }
    let result = try NavvizProcess.run(
      ["diff", "--base", "HEAD~1", "App"],
      in: repository.folder.appendingPathComponent("Sources"))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.output.hasPrefix("+ finding App/AppFeature.swift:"))
  }

  @Test func aFolderTheCommitLacksCountsAsAdded() throws {
    let repository = try Repository(
      edits: [], extra: ["Packages/Onboarding/Onboarding.swift": DiffFixtures.onboarding])
    defer { repository.remove() }
    let result = try NavvizProcess.run(
      ["diff", "--base", "HEAD~1", "Packages/Onboarding"], in: repository.folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.output.hasPrefix("+ feature OnboardingFeature (struct, root)\n"))
    #expect(result.stderr.contains("not in HEAD~1: every feature counts as added"))
  }

  @Test func aCommitWithoutSwiftFilesHasNoBaseSide() throws {
    let repository = try Repository(edits: [])
    defer { repository.remove() }
    try repository.git(["rm", "-q", "-r", "Sources"])
    try repository.git(["commit", "-q", "-m", "no sources"])
    try repository.write(DiffFixtures.files())
    let result = try NavvizProcess.run(["diff", "--base", "HEAD", "."], in: repository.folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains(". not in HEAD: every feature counts as added"))
    #expect(result.output.contains("+ feature AppFeature (struct, root)"))
  }

  @Test func anUnknownRevisionIsAnInputError() throws {
    let repository = try Repository(edits: [])
    defer { repository.remove() }
    let result = try NavvizProcess.run(
      ["diff", "--base", "no-such-branch", "Sources/", "-o", "diff.md"], in: repository.folder)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("navviz: error: --base no-such-branch: no such commit in "))
    #expect(
      !FileManager.default.fileExists(
        atPath: repository.folder.appendingPathComponent("diff.md").path))
    let outside = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: outside) }
    let noRepository = try NavvizProcess.run(["diff", "--base", "main", "."], in: outside)
    #expect(noRepository.status == 2)
    #expect(noRepository.stderr.contains("is not in a git repository"))
  }
}
