import Foundation
import NavGraphCore
@testable import NavGraphRendering
import NavGraphTestSupport
import Testing

/// Above `DiagramScale.overviewAbove` features a picture of the whole app is an overview: one
/// node per module (or flow), the edges between them aggregated with counts, the entry points
/// marked; `--module` draws one of them feature by feature.
@Suite("Overviews")
struct OverviewTests {
  /// 120 features in modules of 50: `Module0` (with the root), `Module1`, `Module2`.
  static let graph = SyntheticGraph.make(features: 120)

  static func dot(_ options: RenderOptions, graph: NavigationGraph = Self.graph) throws -> String {
    String(decoding: try GraphvizRenderer(format: .dot).render(graph, options: options), as: UTF8.self)
  }

  @Test func aLargeAppIsAnOverviewByDefaultAndSaysSo() throws {
    var notes: [String] = []
    let data = try GraphvizRenderer(format: .dot).render(
      Self.graph, options: RenderOptions(entryPoints: ["Feature0"]), note: { notes.append($0) })
    let dot = String(decoding: data, as: UTF8.self)
    #expect(dot.components(separatedBy: "class=\"navviz-node navviz-group\"").count - 1 == 3)
    #expect(!dot.contains("navviz-feature"))
    #expect(notes.contains { $0.contains("120 features") && $0.contains("one node per module") })
    #expect(notes.contains { $0.contains("--level feature") })
  }

  @Test func atTheThresholdEveryFeatureIsDrawn() throws {
    let graph = SyntheticGraph.make(features: DiagramScale.overviewAbove)
    #expect(!(try Self.dot(RenderOptions(), graph: graph)).contains("navviz-group"))
    let above = SyntheticGraph.make(features: DiagramScale.overviewAbove + 1)
    #expect(try Self.dot(RenderOptions(), graph: above).contains("navviz-group"))
    #expect(!(try Self.dot(RenderOptions(level: .feature), graph: above)).contains("navviz-group"))
    // A focused picture is about one feature, whatever the size of the app.
    let focused = try Self.dot(RenderOptions(focus: "Feature4"), graph: above)
    #expect(!focused.contains("navviz-group"))
  }

  @Test func linksBetweenModulesCountTheEdgesTheyStandFor() throws {
    let dot = try Self.dot(RenderOptions(entryPoints: ["Feature0"], level: .module))
    #expect(dot.contains("ENTRY POINT: Feature0"))
    #expect(dot.contains("<B>Module0</B>"))
    let between = Self.graph.edges.filter {
      Self.module($0.from) == "Module0" && Self.module($0.to) == "Module1"
    }
    let destinations = between.count { $0.kind == .destination }
    let pushes = between.count { $0.kind == .stack }
    #expect(destinations > 1 && pushes == 1)
    #expect(dot.contains("\(destinations) destinations, 1 push"))
    // Deterministic.
    #expect(try Self.dot(RenderOptions(entryPoints: ["Feature0"], level: .module)) == dot)
  }

  @Test func oneModuleIsDrawnFeatureByFeatureWithTheModulesAroundIt() throws {
    let dot = try Self.dot(RenderOptions(entryPoints: ["Feature0"], group: "Module1"))
    #expect(dot.contains("<B>Feature50</B>"))
    #expect(!dot.contains("<B>Feature1</B>"))
    // Module0 presents and pushes Module1's features: one reference, linked to each of them.
    #expect(dot.components(separatedBy: "navviz-reference").count - 1 == 1)
    #expect(dot.contains("ENTRY POINT: Feature0"))
    #expect(throws: NavGraphError.self) {
      try Self.dot(RenderOptions(group: "Modul9"))
    }
  }

  @Test func anEnumWhoseCasesAllLeadElsewhereIsNoBoxOfItsOwn() throws {
    let graph = NavigationGraph(
      features: [
        Feature(name: "App", module: "A"),
        Feature(name: "App.Destination", kind: .enum, module: "A"),
        Feature(name: "Detail", module: "B"),
      ],
      edges: [
        Edge(from: "App", to: "Detail", kind: .destination, field: "destination",
             via: "App.Destination", case: "detail")
      ])
    let dot = try Self.dot(RenderOptions(group: "A"), graph: graph)
    #expect(dot.contains("<B>App</B>"))
    #expect(!dot.contains("App.Destination</B>"))
    #expect(dot.contains("navviz-reference"))
  }

  @Test func anAppThatIsOneModuleIsCutIntoFlows() throws {
    var graph = Self.graph
    for index in graph.features.indices { graph.features[index].module = "App" }
    let dot = try Self.dot(RenderOptions(entryPoints: ["Feature0"]), graph: graph)
    #expect(dot.contains("a flow: a screen and what is first reached through it"))
    #expect(dot.contains("ENTRY POINT: Feature0"))
    let summary = try PictureSummary(graph, options: RenderOptions(entryPoints: ["Feature0"]))
    #expect(summary.grouping == .flow)
    #expect(summary.nodes > 1 && summary.nodes <= FeatureGroups.Limits().maxGroups)
  }

  @Test func mermaidDrawsTheSameOverview() throws {
    let text = String(
      decoding: try MermaidRenderer().render(Self.graph, options: RenderOptions()), as: UTF8.self)
    #expect(text.hasPrefix("flowchart LR\n"))
    #expect(text.contains("<b>Module1</b>"))
    #expect(text.contains("classDef group"))
  }

  private static func module(_ name: String) -> String? {
    graph.features.first { $0.name == name }?.module
  }
}
