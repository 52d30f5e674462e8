import Foundation
import Inventory
import NavGraph
import NavGraphSyntax
import ParentChild
import StackExplorer
import Testing

/// The two ways of building a graph must agree: scanning a sample's source (SwiftSyntax, no
/// compiler) gives the same features, edges, kinds, fields, cases and locations as reflecting
/// over its running reducers.
@Suite struct ScanAgreementTests {
  static let samplesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("samples")

  @Test(arguments: SampleGraphTests.roots.map(\.name))
  func scannedGraphEqualsReflectedGraph(sample: String) throws {
    let root = try #require(SampleGraphTests.roots.first { $0.name == sample })
    // Paths relative to `samples/` are `Module/File.swift`, the `#fileID` spelling.
    let scanner = SourceScanner(options: ScanOptions(displayRoot: Self.samplesDirectory.path))
    let scanned = try scanner.scan([Self.samplesDirectory.appendingPathComponent(sample).path])
    let reflected = root.graph()
    #expect(scanned.graph.roots == reflected.roots)
    #expect(scanned.graph.features == reflected.features)
    #expect(scanned.graph.edges == reflected.edges)
  }
}
