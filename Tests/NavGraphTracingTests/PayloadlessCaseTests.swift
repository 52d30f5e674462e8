import Foundation
import NavGraph
import NavGraphSyntax
import Testing

@Suite struct PayloadlessCaseTests {
  @Test func aCaseWithoutPayloadLeadsToALeafNamedAfterIt() {
    let graph = NavigationGraph(reflecting: HelpCenterFeature())
    let edges = graph.edges.map { "\($0.kind.rawValue) \($0.case ?? "-") \($0.to)" }.sorted()
    #expect(edges == ["destination article ArticleFeature", "destination privacyPolicy .privacyPolicy"])
    #expect(graph.feature(named: ".privacyPolicy") == nil, "a leaf is not a feature")
  }

  @Test func theScannerDrawsTheSameLeaf() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("HelpCenterFeature.swift")
    let tests = file.deletingLastPathComponent().deletingLastPathComponent()
    let scanned = try SourceScanner(options: ScanOptions(displayRoot: tests.path))
      .scan([file.path])
    let reflected = NavigationGraph(reflecting: HelpCenterFeature())
    #expect(scanned.graph.edges == reflected.edges)
    #expect(scanned.graph.features == reflected.features)
  }
}
