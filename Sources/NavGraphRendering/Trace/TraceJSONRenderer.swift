import Foundation
import NavGraphCore

/// `navviz trace --format json`: the trace matched onto the graph (`TraceMatch`'s JSON).
package struct TraceJSONRenderer: Renderer {
  package init() {}

  package func render(_ traced: TracedGraph, options: RenderOptions, note: (String) -> Void)
    throws(NavGraphError) -> Data
  {
    do {
      return try traced.match.jsonData()
    } catch {
      throw .invalidGraph(reason: "cannot encode JSON: \(error)")
    }
  }
}
