import Foundation
import NavGraph
import NavGraphSyntax
import Testing

/// A side reducer on its feature's own domain (`SideReducerFeature.Analytics`) is part of the
/// feature, read alike by reflection and by the scanner.
@Suite struct SideReducerTests {
  @Test func reflectionDrawsTheFeatureAsTheOwner() {
    let graph = NavigationGraph(reflecting: SideReducerFeature())
    #expect(graph.edges.map { "\($0.from) \($0.kind.rawValue) \($0.to)" } == [
      "SideReducerFeature stack SideSettingsFeature"
    ])
    #expect(graph.feature(named: "SideReducerFeature.Analytics") == nil)
  }

  @Test func theScannerReadsTheSameGraph() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("SideReducerFeature.swift")
    let tests = file.deletingLastPathComponent().deletingLastPathComponent()
    let scanned = try SourceScanner(options: ScanOptions(displayRoot: tests.path))
      .scan([file.path])
    let reflected = NavigationGraph(reflecting: SideReducerFeature())
    #expect(scanned.graph.edges == reflected.edges)
    #expect(scanned.graph.features == reflected.features)
  }
}
