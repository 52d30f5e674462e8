import Foundation
import NavGraphCore

/// `navviz coverage --format json`: the coverage report (`NavigationCoverage`'s JSON).
public struct CoverageJSONRenderer: Renderer {
  public init() {}

  public func render(_ covered: CoveredGraph, options: RenderOptions, note: (String) -> Void)
    throws(NavGraphError) -> Data
  {
    do {
      return try covered.coverage.jsonData()
    } catch {
      throw .invalidGraph(reason: "cannot encode JSON: \(error)")
    }
  }
}
