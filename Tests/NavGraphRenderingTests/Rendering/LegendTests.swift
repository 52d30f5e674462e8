import Foundation
import NavGraphCore
@testable import NavGraphRendering
import Testing

/// The legend explains what the picture draws, and only that; composition edges left out are
/// counted, so a reader knows there is more structure than drawn.
@Suite("Legend")
struct LegendTests {
  /// App scopes to Inventory (drawn: nothing else reaches Inventory), Inventory presents a
  /// form and also keeps one in a `Scope` (not drawn: the form is reached already).
  static let graph = NavigationGraph(
    roots: ["App"],
    features: [Feature(name: "App"), Feature(name: "Inventory"), Feature(name: "ItemForm")],
    edges: [
      Edge(from: "App", to: "Inventory", kind: .scope, field: "inventory"),
      Edge(from: "Inventory", to: "ItemForm", kind: .presentation, field: "addItem"),
      Edge(from: "Inventory", to: "ItemForm", kind: .scope, field: "preview"),
    ])

  @Test func listsOnlyTheKindsOfLineAndBoxDrawn() throws {
    let legend = try Self.legend(RenderOptions())
    #expect(legend.contains("presents (optional child state)"))
    #expect(legend.contains("always-present child (Scope)"))
    #expect(legend.contains("entry point: where the app starts"))
    for absent in [
      "presents a destination case", "pushes onto a stack", "shows an alert or dialog",
      "collection of children (forEach)", "switches to", "enum reducer and its cases",
      "alert, dialog or plain data", "no entry point reaches",
    ] {
      #expect(!legend.contains(absent), "\(absent)")
    }
  }

  @Test func countsTheCompositionEdgesLeftOut() throws {
    let hidden = try Self.legend(RenderOptions())
    #expect(hidden.contains("1 Scope/forEach child not drawn (--include-composition shows it)"))
    let none = try Self.legend(RenderOptions(composition: .none))
    #expect(none.contains("2 Scope/forEach children not drawn"))
    let drawn = try Self.legend(RenderOptions(composition: .all))
    #expect(drawn.contains("always-present child (Scope)"))
    #expect(!drawn.contains("not drawn"))
  }

  @Test func countsTheFeaturesNoEntryPointReaches() throws {
    var graph = Self.graph
    graph.features.append(Feature(name: "Legacy"))
    graph.edges.append(Edge(from: "Legacy", to: "Legacy", kind: .presentation, field: "again"))
    let legend = try Self.legend(RenderOptions(entryPoints: ["App"]), graph: graph)
    #expect(legend.contains("1 feature no entry point reaches"))
  }

  /// The legend node's label in the DOT the renderer writes.
  private static func legend(
    _ options: RenderOptions, graph: NavigationGraph = Self.graph
  ) throws -> String {
    let dot = String(decoding: try GraphvizRenderer(format: .dot).render(graph, options: options), as: UTF8.self)
    let start = try #require(dot.range(of: "legend\t["))
    return String(dot[start.lowerBound...])
  }
}
