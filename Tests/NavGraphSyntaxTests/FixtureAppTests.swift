import Foundation
import NavGraphCore
import NavGraphSyntax
import Testing

/// Whole sample apps under `Fixtures/`, each written in one generation of the TCA API (or a
/// mix), with markers in their sources. Each is checked from memory and from disk: both must
/// give the marked graph.
@Suite struct FixtureAppTests {
  static let apps = ["SyncUps", "Inventory Legacy", "ProtocolEra", "Case Studies", "Mixed Modules"]

  static func fixtureRoot(_ app: String) throws -> URL {
    let resources = try #require(Bundle.module.resourceURL)
    return resources.appendingPathComponent("Fixtures").appendingPathComponent(app)
  }

  static func sources(of app: String) throws -> [String: String] {
    let root = try fixtureRoot(app)
    var sources: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    while let relative = enumerator?.nextObject() as? String {
      guard relative.hasSuffix(".swift") else { continue }
      sources[relative] = try String(
        contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }
    return sources
  }

  @Test(arguments: apps)
  func fixtureMatchesItsMarkers(_ app: String) throws {
    let sources = try Self.sources(of: app)
    try #require(!sources.isEmpty)
    let marked = MarkedSources(sources).check()
    // In-memory sources are all scanned; from disk, test folders need `includeTests`.
    let fromDisk = try SourceScanner(options: ScanOptions(includeTests: true))
      .scan([try Self.fixtureRoot(app).path])
    #expect(try fromDisk.graph.jsonData() == marked.graph.jsonData())
    #expect(fromDisk.facts == marked.facts, "facts differ between disk and memory")
  }
}
