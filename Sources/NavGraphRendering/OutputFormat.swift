/// Every format `navviz render` writes.
public enum OutputFormat: String, CaseIterable, Sendable {
  case svg, png, pdf, dot, mermaid, json, html

  /// Binary formats are never written to a terminal: they need `-o FILE`.
  public var isBinary: Bool {
    switch self {
    case .png, .pdf: true
    case .svg, .dot, .mermaid, .json, .html: false
    }
  }

  /// Built in cgraph (DOT, the images, the HTML viewer's picture), so `DiagramScale`'s
  /// compact drawing applies.
  public var drawsWithGraphviz: Bool {
    switch self {
    case .svg, .png, .pdf, .dot, .html: true
    case .mermaid, .json: false
    }
  }

  /// The usual file extension, used to guess the format from `-o out/app.svg`.
  public var fileExtension: String {
    switch self {
    case .mermaid: "mmd"
    default: rawValue
    }
  }
}
