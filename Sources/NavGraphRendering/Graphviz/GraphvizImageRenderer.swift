import Foundation
import NavGraphCore

/// SVG, PNG and PDF: laid out with `dot` and rendered in-process through gvc.
public struct GraphvizImageRenderer: Renderer {
  public let format: OutputFormat

  public init(format: OutputFormat) {
    self.format = format
  }

  public func render(_ graph: NavigationGraph, options: RenderOptions, note: (String) -> Void)
    throws(NavGraphError) -> Data
  {
    let diagram = try Diagram.picture(of: graph, options: options)
    diagram.notes.forEach(note)
    return try DiagramGraphvizBuilder(diagram: diagram, options: options).output(format)
  }
}
