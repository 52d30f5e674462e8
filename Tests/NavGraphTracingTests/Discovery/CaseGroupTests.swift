import Foundation
import NavGraph
import NavGraphSyntax
import Testing

/// Grouped cases (`case articles(Articles.Body = Articles.body)`), read by reflection as the
/// scanner reads them (NavGraphSyntaxTests' CaseGroupTests): an edge per screen through the
/// group, named by its case path, and the groups themselves no features.
@Suite struct CaseGroupTests {
  @Test func reflectionDrawsAnEdgePerScreenThroughTheGroups() {
    let graph = NavigationGraph(reflecting: ReaderFeature())
    let edges = graph.edges.map {
      "\($0.from) .\($0.field ?? "-") \($0.via ?? "-") .\($0.case ?? "-") \($0.kind.rawValue) \($0.to)"
    }
    #expect(
      edges.sorted() == [
        "ReaderFeature .path ReaderFeature.Path .articles.article stack ArticleDetailFeature",
        "ReaderFeature .path ReaderFeature.Path .articles.comments.thread stack ThreadFeature",
        "ReaderFeature .path ReaderFeature.Path .articles.list stack ArticleListFeature",
        "ReaderFeature .path ReaderFeature.Path .people.blocked stack .blocked",
        "ReaderFeature .path ReaderFeature.Path .people.profile stack ProfileFeature",
        "ReaderFeature .path ReaderFeature.Path .settings stack ReaderSettingsFeature",
      ])
    #expect(graph.feature(named: "ReaderFeature.Path.Articles") == nil, "a group is no feature")
  }

  @Test func theScannerReadsTheSameGraph() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("CaseGroupFeature.swift")
    let tests = file.deletingLastPathComponent().deletingLastPathComponent()
    let scanned = try SourceScanner(options: ScanOptions(displayRoot: tests.path))
      .scan([file.path])
    let reflected = NavigationGraph(reflecting: ReaderFeature())
    #expect(scanned.graph.edges == reflected.edges)
    #expect(scanned.graph.features == reflected.features)
  }
}
