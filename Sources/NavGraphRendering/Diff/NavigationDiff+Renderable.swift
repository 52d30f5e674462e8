import NavGraphCore

extension NavigationDiff: Renderable {
  /// The union of both graphs with the changes marked (`svg`, `png`, `pdf`, `dot`, `html`),
  /// the changed part as a Mermaid flowchart, or the diff document (`json`). The text and
  /// Markdown reports are `DiffTextReport` and `DiffMarkdownReport`, which have no
  /// `OutputFormat`.
  package static func renderer(for format: OutputFormat) -> (any Renderer<NavigationDiff>)? {
    switch format {
    case .svg, .png, .pdf, .dot: DiffDiagramRenderer(format: format)
    case .html: DiffViewerRenderer()
    case .mermaid: DiffMermaidRenderer()
    case .json: DiffJSONRenderer()
    }
  }
}
