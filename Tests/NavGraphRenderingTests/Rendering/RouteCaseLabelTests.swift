import Foundation
import NavGraphCore
import NavGraphRendering
import Testing

/// An edge over a case of a route enum of plain values (no enum node to leave from) names its
/// case after the field, or the picture could not tell two cases of one route apart.
@Suite("Labels of route cases")
struct RouteCaseLabelTests {
  static let graph = NavigationGraph(
    features: ["Home", "Detail", "Filters"].map { Feature(name: $0) },
    edges: [
      Edge(
        from: "Home", to: "Detail", kind: .destination, field: "route", case: "detail",
        style: .navigationDestination),
      Edge(
        from: "Home", to: "Filters", kind: .destination, field: "route", case: "filters",
        style: .sheet),
    ])

  @Test func eachEdgeNamesItsCaseInDOTAndMermaid() throws {
    let options = RenderOptions(entryPoints: ["Home"])
    let dot = String(
      decoding: try GraphvizRenderer(format: .dot).render(Self.graph, options: options),
      as: UTF8.self)
    #expect(dot.contains("route.detail · navigationDestination"))
    #expect(dot.contains("route.filters · sheet"))
    let mermaid = String(
      decoding: try MermaidRenderer().render(Self.graph, options: options), as: UTF8.self)
    #expect(mermaid.contains("route.filters · sheet"))
  }
}
