import Foundation
import NavGraphCore

/// `navviz trace --format html`: the interactive viewer with the flow on its step slider. It
/// draws the whole graph, so the search and the panel still find every feature.
package struct TraceViewerRenderer: Renderer {
  package init() {}

  package func render(_ traced: TracedGraph, options: RenderOptions, note: (String) -> Void)
    throws -> Data
  {
    try HTMLRenderer(flow: ViewerFlow(traced.match.trace)).render(traced.graph, options: options)
  }
}
