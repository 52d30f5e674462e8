import Foundation

/// The navgraph-v1 document, restricted to `--root` when one is given.
public struct JSONRenderer: GraphRenderer {
  public init() {}

  public func render(_ graph: NavigationGraph, options: RenderOptions)
    throws(NavGraphError) -> Data
  {
    let selected = try options.root.map { root throws(NavGraphError) in
      try graph.reachable(from: root)
    } ?? graph
    do {
      return try selected.jsonData()
    } catch {
      throw .invalidGraph(reason: "cannot encode JSON: \(error)")
    }
  }
}
