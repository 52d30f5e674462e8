import Foundation
import NavGraphCore

/// `navviz coverage` as a picture (`svg`, `png`, `pdf`, `dot`): the graph with every navigation
/// edge marked visited or not. Text and JSON are `CoverageTextReport` and `CoverageJSONRenderer`.
package struct CoverageDiagramRenderer: Renderer {
  package let format: OutputFormat

  package init(format: OutputFormat) {
    self.format = format
  }

  package func render(_ covered: CoveredGraph, options: RenderOptions, note: (String) -> Void)
    throws -> Data
  {
    let overlay = CoverageOverlay(coverage: covered.coverage).make()
    return try GraphvizPicture(covered.graph, options: options, overlay: overlay)
      .output(format, note: note)
  }
}
