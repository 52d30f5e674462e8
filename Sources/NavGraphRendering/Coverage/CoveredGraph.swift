import NavGraphCore

/// What `navviz coverage` writes: navigation coverage measured on a graph.
package struct CoveredGraph: Sendable {
  package var coverage: NavigationCoverage
  /// The graph the traces were matched on, which pictures draw.
  package var graph: NavigationGraph

  package init(coverage: NavigationCoverage, graph: NavigationGraph) {
    self.coverage = coverage
    self.graph = graph
  }
}

extension CoveredGraph: Renderable {
  /// The graph with each navigation edge marked visited or not (`svg`, `png`, `pdf`, `dot`), or
  /// the coverage as JSON. Its text report is `CoverageTextReport`, which has no
  /// `OutputFormat`.
  package static func renderer(for format: OutputFormat) -> (any Renderer<CoveredGraph>)? {
    switch format {
    case .svg, .png, .pdf, .dot: CoverageDiagramRenderer(format: format)
    case .json: CoverageJSONRenderer()
    case .mermaid, .html: nil
    }
  }
}
