import Foundation
import NavGraphCore
@testable import NavGraphRendering
import NavGraphTestSupport
import Testing

@Suite("LayoutEngine")
struct LayoutEngineTests {
  /// Each engine is a layout plugin Graphviz knows by that name: a picture laid out with it
  /// renders (the plugin check and the layout both take the engine's name).
  @Test("each engine lays a picture out", arguments: [LayoutEngine.dot, .sfdp])
  func laysOut(_ engine: LayoutEngine) throws {
    let diagram = try Diagram(
      SyntheticGraph.make(features: 6), options: RenderOptions(), lint: .hidden)
    let svg = try Graphviz.withGraph { graphviz in
      DiagramGraphvizBuilder(diagram: diagram, options: RenderOptions()).build(into: graphviz)
      return try graphviz.render("svg", engine: engine)
    }
    #expect(String(decoding: svg, as: UTF8.self).contains("<svg"))
  }

  /// A picture names its engine in the DOT only when it is not `dot`, so that `dot -Tsvg`
  /// on navviz's DOT lays it out as navviz does.
  @Test("the DOT of a very big picture names its engine")
  func namedInDOT() {
    let scale = DiagramScale(features: DiagramScale.forceDirectedAbove + 1)
    #expect(scale.engine == .sfdp)
    #expect(scale.layoutAttributes.contains { $0 == ("layout", "sfdp") })
    #expect(!DiagramScale(features: DiagramScale.compactAbove + 1).layoutAttributes
      .contains { $0.name == "layout" })
  }
}
