/// What the pictures of a docs folder or a DocC catalog draw, and whether they are drawn at
/// all: the same choices for both kinds of documentation, set once by `navviz docs`.
package struct DocumentationPictureOptions: Sendable {
  /// Draw composition edges (`Scope`) too (`RenderOptions.includeComposition`).
  package var includeComposition: Bool
  /// Draw features without navigation too (`RenderOptions.includeIsolated`).
  package var includeIsolated: Bool
  /// The app's entry points, drawn even without navigation (`RenderOptions.entryPoints`).
  package var entryPoints: [String]
  /// What one node of the index's picture stands for (`RenderOptions.level`): `nil` draws
  /// an overview above `DiagramScale.overviewAbove` features, and then a page per module.
  package var level: PictureLevel?
  /// Write the SVG pictures (drawn with Graphviz). Without them pages have no picture (the
  /// Markdown index shows the graph in Mermaid instead), and Graphviz is not needed.
  package var drawsPictures: Bool

  package init(
    includeComposition: Bool = false, includeIsolated: Bool = false,
    entryPoints: [String] = [], level: PictureLevel? = nil, drawsPictures: Bool = true
  ) {
    self.level = level
    self.includeComposition = includeComposition
    self.includeIsolated = includeIsolated
    self.entryPoints = entryPoints
    self.drawsPictures = drawsPictures
  }
}
