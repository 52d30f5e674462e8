import Foundation
import NavGraphCore
@testable import NavGraphRendering
import NavGraphTestSupport
import Testing

/// Lint findings are drawn where a renderer asks for them: the graph's own pictures draw the
/// findings it carries; trace and coverage pictures, whose red means something else, do not.
@Suite("LintOverlay")
struct LintOverlayTests {
  static func linted() throws -> NavigationGraph {
    var graph = try Fixtures.graph("syncups")
    graph.findings = [Finding(
      rule: "example-rule", severity: .warning, feature: "SyncUpDetail",
      message: "an example finding")]
    return graph
  }

  /// What `navviz render samples/Broken --lint --no-legend --format dot` draws: every
  /// finding lint has about the sample, on the nodes and edges it is about.
  @Test("the scanned Broken sample's findings, against a golden file")
  func brokenSample() throws {
    let sample = Fixtures.ScannedSample.broken
    let dot = try GraphvizRenderer(format: .dot).render(
      sample.graph(), options: RenderOptions(legend: false, entryPoints: sample.entryPoints))
    try Golden.check(dot, "lint-broken.dot")
    let text = String(decoding: dot, as: UTF8.self)
    #expect(text.contains("navviz-finding"))
    #expect(text.contains("[unreachable-destination-case]"))
  }

  @Test("a diagram draws the findings only when asked")
  func asked() throws {
    let graph = try Self.linted()
    let drawn = try Diagram(graph, options: RenderOptions(), lint: .drawn)
    let hidden = try Diagram(graph, options: RenderOptions(), lint: .hidden)
    #expect(drawn.nodes.contains { !$0.findings.isEmpty })
    #expect(!hidden.nodes.contains { !$0.findings.isEmpty })
    #expect(!hidden.links.contains { !$0.findings.isEmpty })
    // Nothing else differs.
    #expect(drawn.nodes.map(\.id) == hidden.nodes.map(\.id))
    #expect(drawn.links.map(\.to) == hidden.links.map(\.to))
  }

  @Test("the graph's picture draws its findings; trace and coverage pictures do not")
  func byRenderer() throws {
    let graph = try Self.linted()
    let dot = { (data: Data) in String(decoding: data, as: UTF8.self) }
    let plain = try GraphvizRenderer(format: .dot).render(graph, options: RenderOptions())
    #expect(dot(plain).contains("an example finding"))
    let match = try graph.match(try TraceFixtures.trace("syncups-edit-and-record"))
    let traced = try TraceDiagramRenderer(format: .dot).render(
      TracedGraph(match: match, graph: graph), options: RenderOptions())
    let coverage = NavigationCoverage(graph: graph, matches: [(name: "t", match: match)])
    let covered = try CoverageDiagramRenderer(format: .dot).render(
      CoveredGraph(coverage: coverage, graph: graph), options: RenderOptions())
    for picture in [traced, covered] {
      #expect(!dot(picture).contains("an example finding"))
      #expect(!dot(picture).contains("navviz-finding"))
    }
  }
}
