import Foundation

/// DOT, built through cgraph and written by Graphviz's own writer.
public struct DOTRenderer: GraphRenderer {
  public init() {}

  public func render(_ graph: NavigationGraph, options: RenderOptions)
    throws(NavGraphError) -> Data
  {
    let diagram = try Diagram(graph, options: options)
    let text = try Graphviz.withGraph { graphviz in
      DiagramGraphvizBuilder(diagram: diagram, options: options).build(into: graphviz)
      return try graphviz.dot()
    }
    return Data(text.utf8)
  }
}
