import Foundation
import NavGraphCore

/// `navviz diff --format json`: the diff document (docs/navdiff-v1.md).
package struct DiffJSONRenderer: Renderer {
  package init() {}

  package func render(_ diff: NavigationDiff, options: RenderOptions, note: (String) -> Void)
    throws(NavGraphError) -> Data
  {
    do {
      return try diff.jsonData()
    } catch {
      throw .invalidGraph(reason: "cannot encode JSON: \(error)")
    }
  }
}
