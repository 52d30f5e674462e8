import NavGraphCore
import NavGraphRendering

/// The formats `navviz coverage` writes: a report (text, JSON) or the marked graph.
enum CoverageFormat: String, CommandFormat {
  case text, json, svg, png, pdf, dot

  static var standard: CoverageFormat { .text }

  /// The text report, or the renderer of the `OutputFormat` of the same name.
  func renderer() throws(RenderingError) -> any Renderer<CoveredGraph> {
    switch self {
    case .text: CoverageTextReport()
    case .json: try OutputFormat.json.renderer(for: CoveredGraph.self)
    case .svg: try OutputFormat.svg.renderer(for: CoveredGraph.self)
    case .png: try OutputFormat.png.renderer(for: CoveredGraph.self)
    case .pdf: try OutputFormat.pdf.renderer(for: CoveredGraph.self)
    case .dot: try OutputFormat.dot.renderer(for: CoveredGraph.self)
    }
  }
}
