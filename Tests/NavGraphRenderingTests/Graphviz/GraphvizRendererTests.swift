import Foundation
import NavGraphCore
@testable import NavGraphRendering
import NavGraphTestSupport
import Testing

/// One renderer writes the graph through Graphviz in each of its formats; the images are laid
/// out from exactly the DOT it writes.
@Suite("GraphvizRenderer")
struct GraphvizRendererTests {
  @Test("each Graphviz format, from one renderer")
  func formats() throws {
    let graph = try Fixtures.graph("syncups")
    let starts: [OutputFormat: String] = [
      .dot: "digraph navigation {", .svg: "<?xml", .png: "\u{89}PNG", .pdf: "%PDF",
    ]
    for (format, start) in starts {
      let data = try GraphvizRenderer(format: format).render(graph, options: RenderOptions())
      #expect(data.starts(with: Array(start.unicodeScalars.map { UInt8($0.value) })), "\(format)")
    }
    #expect(throws: RenderingError.unsupportedFormat("mermaid")) {
      try GraphvizRenderer(format: .mermaid).render(graph, options: RenderOptions())
    }
  }

  @Test("the graph's renderer for each Graphviz format is this one")
  func renderable() throws {
    let graph = try Fixtures.graph("syncups")
    for format in [OutputFormat.dot, .svg] {
      let named = try format.renderer(for: NavigationGraph.self)
      #expect(named is GraphvizRenderer)
      #expect(try named.render(graph, options: RenderOptions())
        == (try GraphvizRenderer(format: format).render(graph, options: RenderOptions())))
    }
  }

  /// Every Graphviz picture says first what a reader should know of it (here, why it is an
  /// overview), whichever renderer draws it.
  @Test("a picture hands its notes before it is drawn")
  func notes() throws {
    let graph = SyntheticGraph.make(features: DiagramScale.overviewAbove + 1)
    let diagram = try Diagram.picture(of: graph, options: RenderOptions(), lint: .hidden)
    var notes: [String] = []
    _ = try GraphvizPicture(diagram: diagram, options: RenderOptions()).output(
      .dot, note: { notes.append($0) })
    #expect(!notes.isEmpty)
    #expect(notes == diagram.notes)
  }
}
