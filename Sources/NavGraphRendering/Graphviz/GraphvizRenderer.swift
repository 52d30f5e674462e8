import Foundation
import NavGraphCore

/// The navigation graph as DOT (built through cgraph and written by Graphviz's own writer) or
/// as SVG, PNG or PDF (laid out and rendered in-process through gvc), with the lint findings
/// the graph carries.
package struct GraphvizRenderer: Renderer {
  /// `dot`, `svg`, `png` or `pdf`.
  package let format: OutputFormat

  package init(format: OutputFormat) {
    self.format = format
  }

  package func render(_ graph: NavigationGraph, options: RenderOptions, note: (String) -> Void)
    throws -> Data
  {
    let diagram = try Diagram.picture(of: graph, options: options, lint: .drawn)
    return try GraphvizPicture(diagram: diagram, options: options).output(format, note: note)
  }
}
