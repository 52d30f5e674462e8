import Foundation
import NavGraphCore
import NavGraphRendering
import NavGraphTestSupport
import Testing

/// Every renderer draws the part of the graph `--focus`, `--root` and `--exclude-feature`
/// select (the selection itself is tested with the core, `GraphSelectionTests`).
@Suite("Rendering a selection")
struct SelectionRenderingTests {
  @Test func everyFormatDrawsTheSelection() throws {
    let graph = try Fixtures.graph("syncups")
    let options = RenderOptions(focus: "SyncUpsList", excludedFeatures: ["AlertState"])
    for format in [OutputFormat.dot, .mermaid, .json] {
      let data = try format.renderer(for: NavigationGraph.self).render(graph, options: options)
      let text = String(decoding: data, as: UTF8.self)
      #expect(text.contains("SyncUpForm"), "\(format)")
      #expect(!text.contains("RecordMeeting"), "\(format)")
    }
    let dot = String(decoding: try GraphvizRenderer(format: .dot).render(graph, options: options), as: UTF8.self)
    #expect(dot.contains("navviz-focus"))
    let mermaid = String(
      decoding: try MermaidRenderer().render(graph, options: options), as: UTF8.self)
    #expect(mermaid.contains("classDef focus"))
  }
}
