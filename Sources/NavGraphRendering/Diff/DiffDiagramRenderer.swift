import Foundation
import NavGraphCore

/// `navviz diff` as a picture (`svg`, `png`, `pdf`, `dot`): the union of both graphs with
/// what changed marked (see `DiffOverlay`).
package struct DiffDiagramRenderer: Renderer {
  package let format: OutputFormat
  /// Draw only what lies within this many edges of a change; `nil` draws the whole union.
  package var context: Int?

  package init(format: OutputFormat, context: Int? = nil) {
    self.format = format
    self.context = context
  }

  package func render(_ diff: NavigationDiff, options: RenderOptions, note: (String) -> Void)
    throws -> Data
  {
    let picture = DiffPicture(diff, context: context, options: options)
    return try GraphvizPicture(picture.graph, options: picture.options, overlay: picture.overlay)
      .output(format, note: note)
  }
}
