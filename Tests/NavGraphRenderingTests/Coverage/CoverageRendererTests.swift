import Foundation
import NavGraphCore
@testable import NavGraphRendering
import NavGraphTestSupport
import Testing

/// `navviz coverage`'s text report and picture of the SyncUps flow's coverage.
@Suite("Coverage reports and pictures")
struct CoverageRendererTests {
  func syncUps() throws -> CoveredGraph {
    let graph = try Fixtures.graph("syncups")
    let trace = try TraceFixtures.trace("syncups-edit-and-record")
    let coverage = NavigationCoverage(
      graph: graph, matches: [(name: "syncups.json", match: try graph.match(trace))])
    return CoveredGraph(coverage: coverage, graph: graph)
  }

  @Test("text and DOT against golden files")
  func goldens() throws {
    let covered = try syncUps()
    try Golden.check(
      CoverageTextReport().render(covered, options: RenderOptions()), "coverage-syncups.txt")
    try Golden.check(
      OutputFormat.dot.renderer(for: CoveredGraph.self).render(covered, options: RenderOptions()),
      "coverage-syncups.dot")
  }

  @Test("the picture marks unvisited edges and cases")
  func picture() throws {
    let covered = try syncUps()
    let dot = String(decoding: try CoverageDiagramRenderer(format: .dot).render(
      covered, options: RenderOptions()), as: UTF8.self)
    #expect(dot.components(separatedBy: "navviz-unvisited").count - 1 == 2)
    #expect(dot.components(separatedBy: "navviz-visited").count - 1 == 5)
    #expect(dot.contains("✗ .meeting"))
    #expect(dot.contains("1 of 2 visited (50.0%)"))
    #expect(throws: RenderingError.unsupportedFormat("mermaid")) {
      try OutputFormat.mermaid.renderer(for: CoveredGraph.self)
    }
    #expect(throws: RenderingError.unsupportedFormat("mermaid")) {
      try CoverageDiagramRenderer(format: .mermaid).render(covered, options: RenderOptions())
    }
  }
}
