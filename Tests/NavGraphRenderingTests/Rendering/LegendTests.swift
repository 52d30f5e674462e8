import Foundation
import NavGraphCore
@testable import NavGraphRendering
import Testing

/// The legend explains what the picture draws, and only that; composition edges left out are
/// counted, so a feature reached only through them does not look unconnected without a word.
@Suite("Legend")
struct LegendTests {
  /// App scopes to Inventory (not drawn) and Inventory presents a form.
  static let graph = NavigationGraph(
    roots: ["App"],
    features: [Feature(name: "App"), Feature(name: "Inventory"), Feature(name: "ItemForm")],
    edges: [
      Edge(from: "App", to: "Inventory", kind: .scope, field: "inventory"),
      Edge(from: "Inventory", to: "ItemForm", kind: .presentation, field: "addItem"),
    ])

  @Test func listsOnlyTheKindsOfLineAndBoxDrawn() throws {
    let legend = try Self.legend(RenderOptions())
    #expect(legend.contains("presents (optional child state)"))
    #expect(legend.contains("root feature"))
    for absent in [
      "presents a destination case", "pushes onto a stack", "shows an alert or dialog",
      "always-present child (Scope)", "collection of children (forEach)",
      "enum reducer and its cases", "alert, dialog or plain data",
    ] {
      #expect(!legend.contains(absent), "\(absent)")
    }
  }

  @Test func countsTheCompositionEdgesLeftOut() throws {
    let hidden = try Self.legend(RenderOptions())
    #expect(hidden.contains("1 Scope/forEach child not drawn (--include-composition shows it)"))
    let drawn = try Self.legend(RenderOptions(includeComposition: true))
    #expect(drawn.contains("always-present child (Scope)"))
    #expect(!drawn.contains("not drawn"))
  }

  /// The legend node's label in the DOT the renderer writes.
  private static func legend(_ options: RenderOptions) throws -> String {
    let dot = String(decoding: try DOTRenderer().render(graph, options: options), as: UTF8.self)
    let start = try #require(dot.range(of: "legend\t["))
    return String(dot[start.lowerBound...])
  }
}
