/// Every format the renderers write (`Renderable`): what `navviz render` writes.
package enum OutputFormat: String, CaseIterable, Sendable {
  case svg, png, pdf, dot, mermaid, json, html

  /// The usual file extension (the command line's table of extensions, `FileFormat`, names
  /// the same).
  package var fileExtension: String {
    switch self {
    case .mermaid: "mmd"
    default: rawValue
    }
  }
}
