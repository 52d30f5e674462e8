import Foundation
import NavGraphCore

/// DOT, built through cgraph and written by Graphviz's own writer.
public struct DOTRenderer: GraphRenderer {
  public init() {}

  public func render(_ graph: NavigationGraph, options: RenderOptions)
    throws(NavGraphError) -> Data
  {
    let diagram = try Diagram(graph, options: options)
    return try DiagramGraphvizBuilder(diagram: diagram, options: options).output(.dot)
  }
}
