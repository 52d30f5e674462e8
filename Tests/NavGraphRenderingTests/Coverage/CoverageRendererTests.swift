import Foundation
import NavGraphCore
@testable import NavGraphRendering
import NavGraphTestSupport
import Testing

/// `navviz coverage`'s text report and picture of the SyncUps flow's coverage.
@Suite("Coverage reports and pictures")
struct CoverageRendererTests {
  func syncUps() throws -> (NavigationGraph, NavigationCoverage) {
    let graph = try Fixtures.graph("syncups")
    let trace = try TraceFixtures.trace("syncups-edit-and-record")
    return (graph, NavigationCoverage(
      graph: graph, matches: [(name: "syncups.json", match: try graph.match(trace))]))
  }

  @Test("text and DOT against golden files")
  func goldens() throws {
    let (graph, coverage) = try syncUps()
    try Golden.check(Data(CoverageTextReport().render(coverage).utf8), "coverage-syncups.txt")
    try Golden.check(
      CoverageRenderer(format: .dot).render(coverage, on: graph, options: RenderOptions()),
      "coverage-syncups.dot")
  }

  @Test("the picture marks unvisited edges and cases")
  func picture() throws {
    let (graph, coverage) = try syncUps()
    let dot = String(decoding: try CoverageRenderer(format: .dot).render(
      coverage, on: graph, options: RenderOptions()), as: UTF8.self)
    #expect(dot.components(separatedBy: "navviz-unvisited").count - 1 == 2)
    #expect(dot.components(separatedBy: "navviz-visited").count - 1 == 5)
    #expect(dot.contains("✗ .meeting"))
    #expect(dot.contains("1 of 2 visited (50.0%)"))
    #expect(throws: NavGraphError.unsupportedFormat("mermaid")) {
      try CoverageRenderer(format: .mermaid).render(coverage, on: graph, options: RenderOptions())
    }
  }
}
