import Foundation
import NavGraphCore
@testable import NavGraphRendering
import NavGraphTestSupport
import Testing

@Suite("Renderers against golden files")
struct RendererGoldenTests {
  static let formats: [OutputFormat] = [.dot, .mermaid, .json]

  @Test("dot, mermaid and json", arguments: Fixtures.graphNames, formats)
  func golden(name: String, format: OutputFormat) throws {
    let output = try format.renderer(for: NavigationGraph.self)
      .render(Fixtures.graph(name), options: RenderOptions())
    try Golden.check(output, "\(name).\(format.fileExtension)")
  }

  @Test("composition: the spine by default, all of it or none when asked")
  func composition() throws {
    let graph = try Fixtures.graph("syncups")
    func scopes(_ composition: CompositionEdges) throws -> Int {
      let dot = try GraphvizRenderer(format: .dot).render(graph, options: RenderOptions(composition: composition))
      return String(decoding: dot, as: UTF8.self).components(separatedBy: "navviz-scope").count - 1
    }
    // AppFeature scopes SyncUpsList, which nothing else reaches: that scope is the spine.
    #expect(try scopes(.spine) == 1)
    #expect(try scopes(.all) == graph.edges.count { !$0.kind.isNavigation })
    #expect(try scopes(.none) == 0)
  }

  @Test("--root draws only what the root reaches")
  func root() throws {
    let mermaid = try MermaidRenderer().render(
      Fixtures.graph("syncups"), options: RenderOptions(root: "SyncUpsList"))
    let text = String(decoding: mermaid, as: UTF8.self)
    #expect(text.contains("SyncUpForm"))
    #expect(!text.contains("AppFeature"))
  }

  @Test("source links are escaped URLs")
  func sourceURL() throws {
    let dot = try GraphvizRenderer(format: .dot).render(
      Fixtures.graph("hostile-names"),
      options: RenderOptions(sourceURLPrefix: "https://example.com/blob/main/"))
    let text = String(decoding: dot, as: UTF8.self)
    #expect(text.contains(#"URL="https://example.com/blob/main/Sources/We%20ird/Ro%22ot.swift#L1""#))
    #expect(text.contains(#"URL="https://example.com/blob/main/Sources/a&amp;b.swift#L2""#))
  }
}
