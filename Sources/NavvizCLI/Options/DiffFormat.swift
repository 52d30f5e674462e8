import ArgumentParser
import NavGraphCore
import NavGraphRendering

/// The formats `navviz diff` writes: a report (text, Markdown, JSON) or a picture of the
/// union of both graphs.
enum DiffFormat: String, CommandFormat {
  case text, markdown, json, svg, png, pdf, dot, html, mermaid

  static var standard: DiffFormat { .text }

  /// The report or picture; `context` limits a picture to the changed part.
  func renderer(context: Int?) throws(RenderingError) -> any Renderer<NavigationDiff> {
    switch self {
    case .text: DiffTextReport()
    case .markdown: DiffMarkdownReport()
    case .svg: DiffDiagramRenderer(format: .svg, context: context)
    case .png: DiffDiagramRenderer(format: .png, context: context)
    case .pdf: DiffDiagramRenderer(format: .pdf, context: context)
    case .dot: DiffDiagramRenderer(format: .dot, context: context)
    case .html: DiffViewerRenderer(context: context)
    case .mermaid: DiffMermaidRenderer(context: context)
    case .json: try OutputFormat.json.renderer(for: NavigationDiff.self)
    }
  }
}

extension FeatureAttribute: ExpressibleByArgument {
  static var optionalNames: String { optional.map(\.rawValue).joined(separator: ", ") }
}
