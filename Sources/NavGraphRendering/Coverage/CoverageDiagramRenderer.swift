import Foundation
import NavGraphCore

/// `navviz coverage` as a picture (`svg`, `png`, `pdf`, `dot`): the graph with every navigation
/// edge marked visited or not. Text and JSON are `CoverageTextReport` and `CoverageJSONRenderer`.
public struct CoverageDiagramRenderer: Renderer {
  public let format: OutputFormat

  public init(format: OutputFormat) {
    self.format = format
  }

  public func render(_ covered: CoveredGraph, options: RenderOptions, note: (String) -> Void)
    throws(NavGraphError) -> Data
  {
    guard [.svg, .png, .pdf, .dot].contains(format) else {
      throw .unsupportedFormat(format.rawValue)
    }
    let (coverage, graph) = (covered.coverage, covered.graph)
    // Lint findings draw in the same red as unvisited edges; a coverage picture is about
    // coverage, so they are left out.
    var plain = graph
    plain.findings = []
    let diagram = try Diagram(plain, options: options)
    let overlay = CoverageOverlay(coverage: coverage).make()
    return try DiagramGraphvizBuilder(diagram: diagram, options: options, overlay: overlay)
      .output(format)
  }
}
