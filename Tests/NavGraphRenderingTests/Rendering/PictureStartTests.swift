import Foundation
import NavGraphCore
@testable import NavGraphRendering
import Testing

/// A picture reads from its entry points: they are marked, drawn side by side in source order
/// where it starts, and every feature hangs from them through navigation, screen switches and
/// the composition that connects it (light and thin).
@Suite("Entry points, screen switches and the spine")
struct PictureStartTests {
  /// App switches between Splash and Main; Main scopes Home, which presents Detail; a Widget
  /// extension starts its own store; Settings is also scoped by Home (a second way in).
  static let graph = NavigationGraph(
    features: ["App", "Splash", "Main", "Home", "Detail", "Widget", "Settings"].map {
      Feature(name: $0)
    },
    edges: [
      Edge(from: "App", to: "Splash", kind: .scope, field: "root", case: "splash"),
      Edge(from: "App", to: "Main", kind: .scope, field: "root", case: "main"),
      Edge(from: "Main", to: "Home", kind: .scope, field: "home"),
      Edge(from: "Home", to: "Detail", kind: .presentation, field: "detail"),
      Edge(from: "Main", to: "Settings", kind: .scope, field: "settings"),
      Edge(from: "Home", to: "Settings", kind: .scope, field: "settings"),
      Edge(from: "Widget", to: "Detail", kind: .presentation, field: "detail"),
    ])

  static func dot(_ options: RenderOptions) throws -> String {
    String(decoding: try GraphvizRenderer(format: .dot).render(graph, options: options), as: UTF8.self)
  }

  @Test func screenSwitchesAreDrawnAsTheirOwnKindInEveryPictureFormat() throws {
    let dot = try Self.dot(RenderOptions(composition: .none, entryPoints: ["App"]))
    #expect(dot.components(separatedBy: "navviz-switch").count - 1 == 2)
    #expect(dot.contains("switches to (one screen replaces another)"))
    #expect(dot.contains("<I>root.main</I>"))
    let mermaid = String(
      decoding: try MermaidRenderer().render(Self.graph, options: RenderOptions()),
      as: UTF8.self)
    #expect(mermaid.contains("|\"root.splash\"|"))
    // JSON keeps them as the graph has them: scope edges with their case.
    let json = String(
      decoding: try JSONRenderer().render(Self.graph, options: RenderOptions()), as: UTF8.self)
    #expect(json.contains("\"case\" : \"main\""))
    #expect(!json.contains("switch"))
  }

  @Test func entryPointsAreMarkedAndSideBySideInSourceOrder() throws {
    // Source order, not name order: Widget's store comes first in the sources.
    let dot = try Self.dot(RenderOptions(entryPoints: ["Widget", "App"]))
    let start = try #require(dot.range(of: "subgraph entry_points {"))
    let block = String(dot[start.lowerBound...].prefix { $0 != "}" })
    #expect(block.contains("rank=min"))
    let widget = try #require(block.range(of: "<B>Widget</B>"))
    let app = try #require(block.range(of: "<B>App</B>"))
    #expect(widget.lowerBound < app.lowerBound)
    #expect(dot.components(separatedBy: ">ENTRY POINT</FONT>").count - 1 == 2)
    // Kept in that order by an invisible edge, the legend under them.
    #expect(dot.contains("n0 -> n1\t[style=invis]"))
    #expect(dot.contains("n1 -> legend\t[style=invis]"))
  }

  @Test func anEntryPointTheAppReachesIsNotWhereItStarts() throws {
    // A placeholder store for Home does not make Home an entry point: App reaches it.
    let dot = try Self.dot(RenderOptions(entryPoints: ["App", "Home"]))
    #expect(dot.components(separatedBy: ">ENTRY POINT</FONT>").count - 1 == 1)
    #expect(!dot.contains(">ENTRY POINT</FONT><BR/><B>Home</B>"))
  }

  @Test func theSpineConnectsEveryFeatureAndNothingMore() throws {
    let summary = try PictureSummary(Self.graph, options: RenderOptions(entryPoints: ["App"]))
    // Main scopes Home and Settings: both drawn; Home's second scope of Settings is not.
    #expect(summary.compositionDrawn == 2)
    #expect(summary.compositionTotal == 3)
    #expect(summary.screenSwitches == 2)
    #expect(summary.unconnected == ["Widget"])
    let all = try PictureSummary(Self.graph, options: RenderOptions(composition: .all))
    #expect(all.compositionDrawn == 3)
    let none = try PictureSummary(Self.graph, options: RenderOptions(composition: .none))
    #expect(none.compositionDrawn == 0)
  }

  @Test func compositionIsLightAndThin() throws {
    let dot = try Self.dot(RenderOptions(entryPoints: ["App"]))
    let scope = try #require(dot.range(of: "class=\"navviz-edge navviz-scope\""))
    let open = try #require(dot[..<scope.lowerBound].range(of: "[", options: .backwards))
    let attributes = dot[open.lowerBound...].prefix { $0 != "]" }
    #expect(attributes.contains("penwidth=0.7"))
    #expect(attributes.contains("color=\"\(DiagramStyle.compositionLine)\""))
  }
}
