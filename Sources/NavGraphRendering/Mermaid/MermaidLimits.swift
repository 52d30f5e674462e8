/// How much one Mermaid diagram may hold before the renderer refuses it.
///
/// Mermaid 11 ships `maxTextSize: 50000` and `maxEdges: 500` in its default configuration and
/// lists both among its `secure` keys, which a diagram's own `%%{init}%%` directive cannot
/// change. A larger diagram is not drawn: past the text size Mermaid shows "Maximum text size
/// in diagram exceeded" (it compares the JavaScript string length, UTF-16 code units), and its
/// flowchart parser throws "Edge limit exceeded" when it adds link 501. GitHub renders
/// Markdown's Mermaid blocks with these defaults. (Checked in the Mermaid 11.16 build that
/// JupyterLab 4.6 bundles: `maxTextSize:5e4,maxEdges:500`, `secure:[..., "maxTextSize",
/// ..., "maxEdges"]`.)
package struct MermaidLimits: Hashable, Sendable {
  /// Characters of diagram text, counted as UTF-16 code units like JavaScript does.
  package var maxTextSize: Int
  /// Links (`-->`, `==>`, `-.->`) in one flowchart.
  package var maxEdges: Int

  package init(maxTextSize: Int, maxEdges: Int) {
    self.maxTextSize = maxTextSize
    self.maxEdges = maxEdges
  }

  /// Mermaid's defaults, which GitHub uses.
  package static let github = MermaidLimits(maxTextSize: 50_000, maxEdges: 500)

  func allows(_ diagram: MermaidRenderer.Text) -> Bool {
    diagram.text.utf16.count <= maxTextSize && diagram.links <= maxEdges
  }
}
