import Foundation
import NavGraph
import NavGraphLint
import Testing

@Suite struct TraceCoverageTests {
  @Test func readsViaAndCaseAtAnyDepth() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navviz-traces-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"""
      {"traceVersion": 1, "steps": [{"events": [
        {"event": "presented", "via": "Inventory.Destination", "case": "addItem"}]}]}
      """#.utf8).write(to: folder.appendingPathComponent("a.json"))
    try Data(#"[{"via": "App.Path", "case": "detail"}]"#.utf8)
      .write(to: folder.appendingPathComponent("b.json"))
    try Data("not json".utf8).write(to: folder.appendingPathComponent("notes.txt"))
    let coverage = try TraceCoverage.read(directory: folder.path)
    #expect(coverage.traceCount == 2)
    #expect(coverage.visited("Inventory.Destination", case: "addItem"))
    #expect(coverage.visited("App.Path", case: "detail"))
    #expect(!coverage.visited("App.Path", case: "settings"))
  }

  @Test func missingDirectoryIsAnError() {
    #expect(throws: NavGraphError.self) {
      try TraceCoverage.read(directory: "/nonexistent/navviz-traces")
    }
  }
}
