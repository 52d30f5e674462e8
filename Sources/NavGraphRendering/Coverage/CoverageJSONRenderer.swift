import Foundation
import NavGraphCore

/// `navviz coverage --format json`: the coverage report (`NavigationCoverage`'s JSON).
package struct CoverageJSONRenderer: Renderer {
  package init() {}

  package func render(_ covered: CoveredGraph, options: RenderOptions, note: (String) -> Void)
    throws(NavGraphError) -> Data
  {
    do {
      return try covered.coverage.jsonData()
    } catch {
      throw .invalidGraph(reason: "cannot encode JSON: \(error)")
    }
  }
}
