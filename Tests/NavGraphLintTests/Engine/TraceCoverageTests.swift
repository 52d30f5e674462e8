import Foundation
import NavGraphCore
import NavGraphLint
import Testing

@Suite struct TraceCoverageTests {
  static let samples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("samples/traces")

  func folder(with files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navviz-traces-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    return folder
  }

  @Test func readsTheCasesEventsVisit() throws {
    let coverage = try TraceCoverage.read(directory: Self.samples.path)
    #expect(coverage.traceCount == 5)
    // Presented and dismissed (inventory-add-and-delete), pushed (stack-explorer-push-pop),
    // inside a stack element (syncups: RecordMeeting's alert).
    #expect(coverage.visited("InventoryFeature.Destination", case: "addItem"))
    #expect(coverage.visited("InventoryFeature.Destination", case: "alert"))
    #expect(coverage.visited("RootFeature.Path", case: "numberFact"))
    #expect(coverage.visited("SyncUpDetail.Destination", case: "edit"))
    #expect(coverage.visited("RecordMeeting.Destination", case: "alert"))
    // Never presented or pushed by any sample trace.
    #expect(!coverage.visited("InventoryFeature.Destination", case: "editItem"))
    #expect(!coverage.visited("RootFeature.Path", case: "primeNumber"))
    #expect(!coverage.visited("AppFeature.Path", case: "meeting"))
    // A state node alone is not a visit: the case must have been navigated to or from.
    #expect(!coverage.visited("SyncUpDetail.Destination", case: "alert"))
  }

  @Test func onlyJSONFilesAreTraces() throws {
    let folder = try folder(with: [
      "a.json": #"""
        {"schemaVersion": 1, "root": "App", "steps": [{"action": "tap", "before": [],
         "after": [], "events": [{"event": "pushed", "feature": "App", "field": "path",
         "via": "App.Path", "case": "detail", "id": 0}]},
         {"action": "close", "before": [], "after": [], "events": [{"event": "dismissed",
          "feature": "App", "field": "destination", "via": "App.Destination", "case": "sheet"}]}]}
        """#,
      "notes.txt": "not json",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let coverage = try TraceCoverage.read(directory: folder.path)
    #expect(coverage.traceCount == 1)
    #expect(coverage.visited("App.Path", case: "detail"))
    // A dismissal alone is a visit (the flow started with the sheet up and closed it).
    #expect(coverage.visited("App.Destination", case: "sheet"))
  }

  @Test func aFileThatIsNotATraceIsAnErrorNamingIt() throws {
    // The provisional format lint read before trace-v1 (any object with `via` and `case`)
    // is refused now, with the file and the problem.
    let folder = try folder(with: ["old.json": #"[{"via": "App.Path", "case": "detail"}]"#])
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("old.json").path
    #expect(throws: NavGraphError.malformedTrace(
      path: path, reason: "document: expected an object")) {
      try TraceCoverage.read(directory: folder.path)
    }
  }

  @Test func missingDirectoryIsAnError() {
    #expect(throws: NavGraphError.self) {
      try TraceCoverage.read(directory: "/nonexistent/navviz-traces")
    }
  }
}
