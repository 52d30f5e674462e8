/// Every format a navviz command writes, and what the command line needs to know of each:
/// the file extensions that name it (the one table `-o FILE` is read with), whether it is
/// binary, and whether writing it needs Graphviz.
///
/// Each command writes some of these (`CommandFormat`); they all read the table here, so an
/// extension names the same format for every command.
enum FileFormat: String, CaseIterable {
  case text, markdown, json, svg, png, pdf, dot, mermaid, html

  /// The extensions that name the format, the usual one first.
  var extensions: [String] {
    switch self {
    case .text: ["txt"]
    case .markdown: ["md", "markdown"]
    case .json: ["json"]
    case .svg: ["svg"]
    case .png: ["png"]
    case .pdf: ["pdf"]
    // Graphviz's own extension.
    case .dot: ["dot", "gv"]
    case .mermaid: ["mmd"]
    case .html: ["html", "htm"]
    }
  }

  /// Binary formats are never written to a terminal: they need `-o FILE`.
  var isBinary: Bool {
    switch self {
    case .png, .pdf: true
    case .text, .markdown, .json, .svg, .dot, .mermaid, .html: false
    }
  }

  /// Drawn through Graphviz (DOT, the images, the HTML viewer's picture), which navviz loads
  /// only to draw.
  var needsGraphviz: Bool {
    switch self {
    case .svg, .png, .pdf, .dot, .html: true
    case .text, .markdown, .json, .mermaid: false
    }
  }
}
