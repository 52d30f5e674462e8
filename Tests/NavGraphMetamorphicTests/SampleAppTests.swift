import Foundation
import NavGraphMetamorphic
import NavGraphTestSupport
import Testing

/// Every transformation on the repository's sample apps and scanner fixtures, read from disk as
/// a user's app is: `graph(transform(app)) == transform(graph(app))`, with the same findings.
/// `make metamorphic` runs the same check over the corpus of real apps.
@Suite struct SampleAppTests {
  static let apps = [
    "samples/Inventory", "samples/StackExplorer", "samples/ParentChild", "samples/Broken",
    "samples/BrokenTCA2", "Tests/NavGraphSyntaxTests/Fixtures/SyncUps",
    "Tests/NavGraphSyntaxTests/Fixtures/ProtocolEra",
    "Tests/NavGraphMetamorphicTests/Fixtures/TwoHomes",
  ]

  @Test(arguments: apps)
  func everyTransformationKeepsTheGraphAndTheFindings(of app: String) throws {
    let root = Fixtures.repository.appendingPathComponent(app).path
    let sources = try AppSources.read(root: root)
    let parsed = ParsedApp(sources)
    let temporary = FileManager.default.temporaryDirectory
      .appendingPathComponent("navviz-metamorphic-tests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: temporary) }
    let check = MetamorphicCheck.onDisk(
      in: temporary.path, rootName: URL(fileURLWithPath: root).lastPathComponent, jobs: 1)
    let original = try check.shape(of: sources)
    #expect(!original.items.isEmpty, "\(app) reads as no navigation at all")
    for kind in TransformationKind.allCases {
      let outcome = try check.run(kind, on: parsed, original: original)
      #expect(
        outcome.differences.isEmpty,
        "\(app), \(kind.rawValue): \(outcome.differences.prefix(5).map { "\($0)" })")
      #expect(outcome.brokenFiles.isEmpty, "\(app), \(kind.rawValue) broke \(outcome.brokenFiles)")
    }
  }
}
