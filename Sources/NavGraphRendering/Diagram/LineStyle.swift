/// How a link's line is drawn. Its raw value is Graphviz's `style`; Mermaid draws each with its
/// own arrow (`MermaidRenderer`), and a legend shows it as a short line of its own.
enum LineStyle: String {
  case solid, bold, dotted, dashed

  /// The line a legend row shows for links drawn this way.
  var glyph: String {
    switch self {
    case .solid, .bold: "━━▶"
    case .dotted: "┈┈▶"
    case .dashed: "╌╌▶"
    }
  }
}
