import Foundation
import Testing

/// `navviz paths` end to end, on the samples, against golden files in `Golden/paths/`.
@Suite("navviz paths")
struct PathsCommandTests {
  static let repository = NavvizProcess.repository
  static let syncUpsSource = "Tests/NavGraphSyntaxTests/Fixtures/SyncUps"

  func paths(_ arguments: [String]) throws -> NavvizProcess.Result {
    try NavvizProcess.run(["paths"] + arguments, in: Self.repository)
  }

  @Test(arguments: [
    (["samples/graphs/syncups.json", "--all"], "syncups-all.txt"),
    (["samples/graphs/syncups.json", "--all", "--format", "json", "--swift"],
     "syncups-all.json"),
    ([syncUpsSource, "--all", "--swift"], "syncups-source-all.swift"),
    ([syncUpsSource, "--to", "SyncUpForm"], "syncups-source-to-form.txt"),
    (["samples/Inventory", "samples/StackExplorer", "--all", "--format", "json"],
     "inventory-stackexplorer-all.json"),
    (["samples/StackExplorer", "samples/Inventory", "--all", "--swift"],
     "stackexplorer-inventory-swift.swift"),
  ])
  func matchesGolden(arguments: [String], golden: String) throws {
    let result = try paths(arguments)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    try LintGolden.check(result.output, "paths/\(golden)")
  }

  @Test func aCaseThroughItsEnumOrItsOwnerGivesTheSameRoute() throws {
    let byEnum = try paths([Self.syncUpsSource, "--to", "SyncUpDetail.Destination.edit"])
    let byOwner = try paths([Self.syncUpsSource, "--to", "SyncUpDetail.edit"])
    #expect(byEnum.output == byOwner.output)
    #expect(byEnum.output == """
      SyncUpDetail.Destination.edit (SyncUpForm): 2 steps from AppFeature
        1. AppFeature --stack path.detail--> SyncUpDetail (navigationStack, \
      Sources/SyncUps/AppFeature.swift:8:10)
        2. SyncUpDetail --destination destination.edit--> SyncUpForm (sheet, \
      Sources/SyncUps/SyncUpDetail.swift:9:10)

      """)
  }

  @Test func fromSourceTheSwiftStatePassesTheParametersWithoutDefaults() throws {
    let result = try paths([Self.syncUpsSource, "--to", "SyncUpDetail.edit", "--swift"])
    #expect(result.output == """
      // SyncUpDetail.Destination.edit (SyncUpForm): 2 steps from AppFeature
      AppFeature.State(path: StackState([.detail(SyncUpDetail.State(destination: \
      .edit(SyncUpForm.State(syncUp: ...)), syncUp: ...))]))

      """)
  }

  @Test func swiftStateForOneDestination() throws {
    let result = try paths(["samples/graphs/syncups.json", "--to", "SyncUpDetail.edit", "--swift"])
    #expect(result.output == """
      // SyncUpDetail.Destination.edit (SyncUpForm): 2 steps from AppFeature
      AppFeature.State(path: StackState([.detail(SyncUpDetail.State(destination: \
      .edit(SyncUpForm.State(...))))]))

      """)
  }

  @Test func outputFile() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("out/paths.json")
    let result = try paths(["samples/graphs/syncups.json", "--all", "--format", "json", "-o",
                            file.path])
    #expect(result.status == 0)
    #expect(result.output == "")
    let written = try String(contentsOf: file, encoding: .utf8)
    #expect(written == (try paths(["samples/graphs/syncups.json", "--all", "--format", "json"]))
      .output)
  }

  @Test(arguments: [
    (["samples/graphs/syncups.json"], 2, "give either --to DESTINATION or --all"),
    (["samples/graphs/syncups.json", "--all", "--to", "SyncUpForm"], 2,
     "give either --to DESTINATION or --all"),
    (["samples/graphs/syncups.json", "--to", "SyncUpDetail.Destination.edits"], 2,
     "no feature or destination named \"SyncUpDetail.Destination.edits\""),
    (["samples/graphs/syncups.json", "--to", "Path.edit"], 2,
     "(did you mean SyncUpDetail.Destination.edit?)"),
    (["samples/graphs/syncups.json", "--to", "SyncUpForm", "--format", "yaml"], 2, "yaml"),
    (["no/such/file.json", "--all"], 2, "no/such/file.json"),
  ])
  func errors(arguments: [String], status: Int32, message: String) throws {
    let result = try paths(arguments)
    #expect(result.status == status)
    #expect(result.output == "")
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test func aDestinationNoRootReachesExitsOne() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Album and Photo present each other; nothing above them is a root.
    let source = #"""
      @Reducer struct Home {}
      @Reducer struct Album { struct State { @Presents var photo: Photo.State? } }
      @Reducer struct Photo { struct State { @Presents var album: Album.State? } }
      """#
    try Data(source.utf8).write(to: folder.appendingPathComponent("App.swift"))
    let result = try NavvizProcess.run(["paths", ".", "--to", "Photo"], in: folder)
    #expect(result.status == 1)
    #expect(result.stderr == "navviz: error: no root reaches Photo (roots: Home)\n")
  }
}
