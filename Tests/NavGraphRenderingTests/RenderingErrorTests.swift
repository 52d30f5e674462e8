import Foundation
import NavGraphCore
@testable import NavGraphRendering
import NavGraphTestSupport
import Testing

/// Rendering throws its own errors, in the words users have always read; the graph's errors
/// pass through drawing as they are.
@Suite("RenderingError")
struct RenderingErrorTests {
  @Test("each error says what is wrong")
  func descriptions() {
    #expect(RenderingError.unsupportedFormat("mermaid").description
      == "unsupported format \"mermaid\"")
    #expect(RenderingError.graphviz(message: "layout failed").description
      == "Graphviz: layout failed")
  }

  @Test("a format the subject cannot be written in")
  func unsupported() throws {
    #expect(throws: RenderingError.unsupportedFormat("html")) {
      try OutputFormat.html.renderer(for: CoveredGraph.self)
    }
  }

  @Test("the graph's own errors pass through a renderer unchanged")
  func graphErrors() throws {
    let graph = try Fixtures.graph("syncups")
    #expect(throws: NavGraphError.self) {
      try GraphvizRenderer(format: .dot).render(graph, options: RenderOptions(root: "Nowhere"))
    }
  }
}
