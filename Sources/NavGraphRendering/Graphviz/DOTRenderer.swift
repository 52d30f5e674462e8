import Foundation
import NavGraphCore

/// DOT, built through cgraph and written by Graphviz's own writer.
public struct DOTRenderer: Renderer {
  public init() {}

  public func render(_ graph: NavigationGraph, options: RenderOptions, note: (String) -> Void)
    throws(NavGraphError) -> Data
  {
    let diagram = try Diagram.picture(of: graph, options: options)
    diagram.notes.forEach(note)
    return try DiagramGraphvizBuilder(diagram: diagram, options: options).output(.dot)
  }
}
