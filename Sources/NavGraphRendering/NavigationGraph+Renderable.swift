import NavGraphCore

/// `navviz render`: the graph in every format.
extension NavigationGraph: Renderable {
  package static func renderer(for format: OutputFormat) -> (any Renderer<NavigationGraph>)? {
    switch format {
    case .svg, .png, .pdf, .dot: GraphvizRenderer(format: format)
    case .mermaid: MermaidRenderer()
    case .json: JSONRenderer()
    case .html: HTMLRenderer()
    }
  }
}
