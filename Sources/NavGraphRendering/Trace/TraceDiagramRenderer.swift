import Foundation
import NavGraphCore

/// `navviz trace` as a picture (`svg`, `png`, `pdf`, `dot`): the graph of the trace's root with
/// the flow on it (see `TraceOverlay`).
package struct TraceDiagramRenderer: Renderer {
  package let format: OutputFormat

  package init(format: OutputFormat) {
    self.format = format
  }

  /// Pictures show what the trace's root reaches, unless `options.root` says otherwise.
  package func render(_ traced: TracedGraph, options: RenderOptions, note: (String) -> Void)
    throws -> Data
  {
    let (match, graph) = (traced.match, traced.graph)
    var options = options
    if options.root == nil { options.root = match.trace.root }
    if Self.needsComposition(match, graph) { options.includeComposition = true }
    let overlay = TraceOverlay(match: match, graph: graph).make()
    return try GraphvizPicture(graph, options: options, overlay: overlay)
      .output(format, note: note)
  }

  /// Whether the flow navigates from a feature the root reaches only through composition (the
  /// SyncUps list scoped into the app): without `scope` edges that feature would float apart.
  static func needsComposition(_ match: TraceMatch, _ graph: NavigationGraph) -> Bool {
    let reached = GraphIndex(graph).reachable(from: [match.trace.root]) { edge in
      edge.kind.isNavigation ? [edge.to] : []
    }
    return match.visits.contains { !reached.contains($0.edge.from) }
  }
}
