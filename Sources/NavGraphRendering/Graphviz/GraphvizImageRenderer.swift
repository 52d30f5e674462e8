import Foundation
import NavGraphCore

/// SVG, PNG and PDF: laid out with `dot` and rendered in-process through gvc.
public struct GraphvizImageRenderer: GraphRenderer {
  public let format: OutputFormat

  public init(format: OutputFormat) {
    self.format = format
  }

  public func render(_ graph: NavigationGraph, options: RenderOptions)
    throws(NavGraphError) -> Data
  {
    let diagram = try Diagram(graph, options: options)
    return try DiagramGraphvizBuilder(diagram: diagram, options: options).output(format)
  }
}
