import Foundation
import NavGraphCore
@testable import NavGraphRendering
import Testing

/// Features in a part of the app where nothing navigates are left out of every picture by
/// default and counted in its legend (a note in Mermaid); JSON keeps everything.
@Suite("Isolated features")
struct IsolatedFeaturesTests {
  /// App scopes to Inventory, which presents ItemForm; Sound scopes to Haptics and nothing
  /// navigates there; Logic stands alone.
  static let graph = NavigationGraph(
    features: [
      Feature(name: "App"), Feature(name: "Haptics"), Feature(name: "Inventory"),
      Feature(name: "ItemForm"), Feature(name: "Logic"), Feature(name: "Sound"),
    ],
    edges: [
      Edge(from: "App", to: "Inventory", kind: .scope, field: "inventory"),
      Edge(from: "Inventory", to: "ItemForm", kind: .presentation, field: "addItem"),
      Edge(from: "Sound", to: "Haptics", kind: .scope, field: "haptics"),
    ])

  static func dot(_ options: RenderOptions = RenderOptions()) throws -> String {
    String(decoding: try GraphvizRenderer(format: .dot).render(graph, options: options), as: UTF8.self)
  }

  static func labels(_ dot: String) -> [String] {
    ["App", "Haptics", "Inventory", "ItemForm", "Logic", "Sound"].filter {
      dot.contains("<B>\($0)</B>")
    }
  }

  @Test func leftOutAndCountedByDefault() throws {
    let dot = try Self.dot()
    #expect(Self.labels(dot) == ["App", "Inventory", "ItemForm"])
    #expect(dot.contains("3 features without navigation not drawn: --include-isolated shows them"))
    // App's scope of Inventory connects Inventory to the entry point, so it is drawn; the
    // scope between two hidden features is not counted as a hidden composition edge.
    #expect(dot.contains("navviz-scope"))
    #expect(!dot.contains("Scope/forEach child"))
  }

  @Test func drawnWithTheFlag() throws {
    let dot = try Self.dot(RenderOptions(includeIsolated: true))
    #expect(Self.labels(dot) == ["App", "Haptics", "Inventory", "ItemForm", "Logic", "Sound"])
    #expect(!dot.contains("without navigation"))
  }

  @Test func entryPointsRootAndFocusAreKept() throws {
    #expect(Self.labels(try Self.dot(RenderOptions(entryPoints: ["Logic"])))
      == ["App", "Inventory", "ItemForm", "Logic"])
    #expect(try Self.dot(RenderOptions(entryPoints: ["Logic"])).contains("2 features without"))
    // A root or focus that navigates nowhere is what the picture is about.
    #expect(Self.labels(try Self.dot(RenderOptions(root: "Sound"))) == ["Haptics", "Sound"])
    #expect(Self.labels(try Self.dot(RenderOptions(focus: "Logic"))) == ["Logic"])
  }

  @Test func oneLeftOutIsSaidInTheSingular() throws {
    let dot = try Self.dot(RenderOptions(entryPoints: ["Sound"]))
    #expect(dot.contains("1 feature without navigation not drawn: --include-isolated shows it"))
  }

  @Test func aGraphWithoutNavigationIsDrawnWhole() throws {
    let alone = NavigationGraph(features: [Feature(name: "Counter"), Feature(name: "Timer")])
    let dot = String(
      decoding: try GraphvizRenderer(format: .dot).render(alone, options: RenderOptions()), as: UTF8.self)
    #expect(dot.contains("<B>Counter</B>") && dot.contains("<B>Timer</B>"))
    #expect(!dot.contains("without navigation"))
  }

  @Test func mermaidCountsThemInANote() throws {
    let text = String(
      decoding: try MermaidRenderer().render(Self.graph, options: RenderOptions()), as: UTF8.self)
    #expect(!text.contains("Logic") && !text.contains("Sound") && !text.contains("Haptics"))
    let note = "3 features without navigation not drawn: --include-isolated shows them"
    #expect(text.contains("isolated[\"<i>\(note)</i>\"]"))
    #expect(text.contains("class isolated note"))
    let all = String(
      decoding: try MermaidRenderer().render(
        Self.graph, options: RenderOptions(includeIsolated: true)), as: UTF8.self)
    #expect(all.contains("Logic") && !all.contains("isolated["))
  }

  @Test func aSplitMermaidDocumentCountsThemOnce() throws {
    let tiny = MermaidRenderer(limits: MermaidLimits(maxTextSize: 50, maxEdges: 1))
    let document = try tiny.document(Self.graph, options: RenderOptions())
    let text = String(decoding: document.data, as: UTF8.self)
    #expect(document.diagramCount > 1)
    #expect(text.components(separatedBy: "3 features without navigation").count == 2)
    #expect(!text.contains("Logic"))
  }

  @Test func jsonKeepsEverything() throws {
    let json = String(
      decoding: try JSONRenderer().render(Self.graph, options: RenderOptions()), as: UTF8.self)
    for name in ["Haptics", "Logic", "Sound"] { #expect(json.contains("\"\(name)\"")) }
  }
}
