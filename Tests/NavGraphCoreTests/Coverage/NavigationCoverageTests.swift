import Foundation
@testable import NavGraphCore
import NavGraphTestSupport
import Testing

@Suite("Navigation coverage")
struct NavigationCoverageTests {
  func syncUps() throws -> (NavigationGraph, NavigationCoverage) {
    let graph = try Fixtures.graph("syncups")
    let trace = try TraceFixtures.trace("syncups-edit-and-record")
    return (graph, NavigationCoverage(
      graph: graph, matches: [(name: "syncups.json", match: try graph.match(trace))]))
  }

  /// Counted by hand from samples/graphs/syncups.json (7 navigation edges; the scope to
  /// SyncUpsList is composition) and the 9 steps of samples/traces/syncups-edit-and-record.json.
  @Test("the SyncUps flow, counted by hand")
  func byHand() throws {
    let (_, coverage) = try syncUps()
    #expect(coverage.total == CoverageRatio(visited: 5, total: 7))
    #expect(coverage.total.percentText == "71.4%")
    let features = coverage.features.map { "\($0.feature) \($0.ratio.visited)/\($0.ratio.total)" }
    #expect(features == [
      "AppFeature 2/3",  // detail, record; not meeting
      "RecordMeeting 1/1",  // alert
      "SyncUpDetail 1/2",  // edit; not alert
      "SyncUpsList 1/1",  // addSyncUp
    ])
    let unvisited = coverage.edges.filter { !$0.isVisited }.map(\.edge.navigationLabel)
    #expect(unvisited == ["path .meeting → Meeting", "destination .alert → AlertState"])
    let record = try #require(coverage.edges.first { $0.edge.case == "record" })
    #expect((record.forward, record.back, record.traces) == (1, 1, 1))
    let detail = try #require(coverage.edges.first { $0.edge.case == "detail" })
    #expect((detail.forward, detail.back) == (1, 0))
  }

  @Test("two traces of the same flow count visits twice and traces once each")
  func twoTraces() throws {
    let graph = try Fixtures.graph("syncups")
    let match = try graph.match(TraceFixtures.trace("syncups-edit-and-record"))
    let coverage = NavigationCoverage(graph: graph, matches: [("a", match), ("b", match)])
    #expect(coverage.total == CoverageRatio(visited: 5, total: 7))
    let record = try #require(coverage.edges.first { $0.edge.case == "record" })
    #expect((record.forward, record.back, record.traces) == (2, 2, 2))
  }

  @Test("percentages round down and --min compares exactly")
  func ratios() {
    #expect(CoverageRatio(visited: 2, total: 3).percentText == "66.6%")
    #expect(CoverageRatio(visited: 1999, total: 2000).percentText == "99.9%")
    #expect(CoverageRatio(visited: 0, total: 0).percentText == "100.0%")
    #expect(CoverageRatio(visited: 3, total: 4).percentText == "75.0%")
    #expect(CoverageRatio(visited: 2, total: 3).reaches(66.6))
    #expect(!CoverageRatio(visited: 2, total: 3).reaches(66.7))
    #expect(CoverageRatio(visited: 3, total: 4).reaches(75))
    #expect(!CoverageRatio(visited: 3, total: 4).reaches(75.1))
    #expect(CoverageRatio(visited: 0, total: 0).reaches(100))
  }

  @Test("the JSON report against its golden file")
  func golden() throws {
    let (_, coverage) = try syncUps()
    try Golden.check(coverage.jsonData(), "coverage-syncups.json")
  }
}
