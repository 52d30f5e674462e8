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

  /// What `navviz coverage` reports of the samples' hand-written traces over the scanned
  /// samples, each trace named by its path as the command names it.
  @Test("the scanned samples' coverage against golden files")
  func scannedGoldens() throws {
    func covered(_ sample: Fixtures.ScannedSample, _ traces: [String]) throws -> CoveredGraph {
      let graph = try sample.graph()
      let matches = try traces.map { name in
        (name: "samples/traces/\(name).json",
         match: try graph.match(TraceFixtures.trace(name)))
      }
      return CoveredGraph(
        coverage: NavigationCoverage(graph: graph, matches: matches), graph: graph)
    }
    let options = RenderOptions(entryPoints: Fixtures.ScannedSample.inventory.entryPoints)
    let inventory = try covered(
      .inventory, ["inventory-add-and-delete", "inventory-save-without-form"])
    try Golden.check(
      CoverageTextReport().render(inventory, options: options), "coverage-inventory.txt")
    try Golden.check(
      CoverageJSONRenderer().render(inventory, options: options), "coverage-inventory.json")
    let stackExplorer = try covered(.stackExplorer, ["stack-explorer-push-pop"])
    try Golden.check(
      CoverageTextReport().render(
        stackExplorer,
        options: RenderOptions(entryPoints: Fixtures.ScannedSample.stackExplorer.entryPoints)),
      "coverage-stack-explorer.txt")
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
