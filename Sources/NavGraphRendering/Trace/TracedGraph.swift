import NavGraphCore

/// What `navviz trace` draws: a recorded flow matched onto the graph of the code it ran.
package struct TracedGraph: Sendable {
  /// The trace with each of its events placed on an edge of `graph`.
  package var match: TraceMatch
  package var graph: NavigationGraph

  package init(match: TraceMatch, graph: NavigationGraph) {
    self.match = match
    self.graph = graph
  }
}

extension TracedGraph: Renderable {
  /// The flow drawn on its graph (`svg`, `png`, `pdf`, `dot`), as a Mermaid `sequenceDiagram`
  /// of its navigation events, as the interactive viewer with a step slider (`html`), or the
  /// match itself (`json`).
  package static func renderer(for format: OutputFormat) -> (any Renderer<TracedGraph>)? {
    switch format {
    case .svg, .png, .pdf, .dot: TraceDiagramRenderer(format: format)
    case .mermaid: TraceSequenceRenderer()
    case .json: TraceJSONRenderer()
    case .html: TraceViewerRenderer()
    }
  }
}
