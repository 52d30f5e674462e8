import ArgumentParser
import NavGraphCore
import NavGraphRendering

/// The formats `navviz diff` writes: a report (text, Markdown, JSON) or a picture of the
/// union of both graphs.
enum DiffFormat: String, CaseIterable, ExpressibleByArgument {
  case text, markdown, json, svg, png, pdf, dot, html, mermaid

  static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

  /// The extensions `-o` may carry without `--format`, and the format each names.
  static let byExtension: [String: DiffFormat] = [
    "txt": .text, "md": .markdown, "markdown": .markdown, "json": .json, "svg": .svg,
    "png": .png, "pdf": .pdf, "dot": .dot, "gv": .dot, "html": .html, "htm": .html,
    "mmd": .mermaid,
  ]

  /// The format given, else the one -o's extension names, else text.
  static func resolve(_ format: DiffFormat?, output: String?) -> DiffFormat {
    format ?? OutputExtension.of(output).flatMap { byExtension[$0] } ?? .text
  }

  var isBinary: Bool { self == .png || self == .pdf }

  /// The report or picture; `context` limits a picture to the changed part.
  func renderer(context: Int?) throws(NavGraphError) -> any Renderer<NavigationDiff> {
    switch self {
    case .text: DiffTextReport()
    case .markdown: DiffMarkdownReport()
    case .svg, .png, .pdf, .dot: DiffDiagramRenderer(format: outputFormat!, context: context)
    case .html: DiffViewerRenderer(context: context)
    case .mermaid: DiffMermaidRenderer(context: context)
    case .json: try OutputFormat.json.renderer(for: NavigationDiff.self)
    }
  }

  private var outputFormat: OutputFormat? { OutputFormat(rawValue: rawValue) }
}

extension FeatureAttribute: ExpressibleByArgument {
  static var optionalNames: String { optional.map(\.rawValue).joined(separator: ", ") }
}
