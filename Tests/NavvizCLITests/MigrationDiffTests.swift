import Foundation
import Testing

/// The migration check of `samples/Migration/`: the same app in TCA 1.x, in 2.0 and half-way,
/// compared with `navviz diff`. The spellings differ (`@Presents` and an optional, `StackState`
/// and an array, `AlertState` and a `Prompt` feature); the navigation does not, so the diff is
/// empty. A migration that lost or changed navigation is reported.
@Suite("navviz diff as a migration check")
struct MigrationDiffTests {
  private static func sample(_ name: String) -> String {
    NavvizProcess.repository.appendingPathComponent("samples/Migration/\(name)").path
  }

  @Test(arguments: ["TCA2", "Mixed"])
  func aMigrationThatKeptTheNavigationComparesEqual(_ head: String) throws {
    let result = try NavvizProcess.run(
      ["diff", Self.sample("TCA1"), Self.sample(head), "--fail-on-change"])
    #expect(result.status == 0, "\(result.output)\(result.stderr)")
    #expect(result.output == "navviz diff: no changes (7 features, 6 edges compared)\n")
  }

  @Test func theMigratedFeaturesAreNotAChangeUnlessAsked() throws {
    let result = try NavvizProcess.run(
      ["diff", Self.sample("TCA1"), Self.sample("TCA2"), "--format", "json"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.output.contains("apiGeneration"))
  }

  @Test func aMigrationThatDroppedADestinationIsReported() throws {
    let head = try Self.migrated { source in
      source.replacingOccurrences(of: "    case add(NoteEditor)\n", with: "")
    }
    defer { try? FileManager.default.removeItem(at: head) }
    let result = try NavvizProcess.run(
      ["diff", Self.sample("TCA1"), head.path, "--fail-on-change"])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(
      result.output.contains(
        "- edge NotesList .destination → NotesList.Destination .add → NoteEditor"),
      "\(result.output)")
  }

  @Test func aMigrationThatTurnedTheSheetIntoACoverIsARestyle() throws {
    let head = try Self.migrated { source in
      source.replacingOccurrences(
        of: ".sheet(item: $store.scope(\\.destination).add)",
        with: ".fullScreenCover(item: $store.scope(\\.destination).add)")
    }
    defer { try? FileManager.default.removeItem(at: head) }
    let result = try NavvizProcess.run(
      ["diff", Self.sample("TCA1"), head.path, "--fail-on-change"])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.output.contains("style sheet → fullScreenCover"), "\(result.output)")
  }

  /// A copy of the 2.0 sample with `NotesList.swift` edited; the edit must change something.
  private static func migrated(_ edit: (String) -> String) throws -> URL {
    let folder = try NavvizProcess.temporaryFolder()
    let copy = folder.appendingPathComponent("TCA2")
    try FileManager.default.copyItem(at: URL(fileURLWithPath: sample("TCA2")), to: copy)
    let file = copy.appendingPathComponent("Sources/Notes/NotesList.swift")
    let source = try String(contentsOf: file, encoding: .utf8)
    let edited = edit(source)
    try #require(edited != source, "the edit found nothing to change in NotesList.swift")
    try edited.write(to: file, atomically: true, encoding: .utf8)
    return copy
  }
}
