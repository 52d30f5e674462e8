import Foundation
import NavGraphCore

/// The navgraph-v1 document, restricted to `--root`, `--focus` and `--exclude-feature`.
package struct JSONRenderer: Renderer {
  package init() {}

  package func render(_ graph: NavigationGraph, options: RenderOptions, note: (String) -> Void)
    throws(NavGraphError) -> Data
  {
    let selected = try graph.selecting(
      options.selection, includeComposition: options.includeComposition)
    do {
      return try selected.jsonData()
    } catch {
      throw .invalidGraph(reason: "cannot encode JSON: \(error)")
    }
  }
}
