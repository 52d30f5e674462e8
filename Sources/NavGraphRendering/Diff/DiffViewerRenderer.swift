import Foundation
import NavGraphCore

/// `navviz diff --format html`: the interactive viewer on the union of both graphs, what
/// changed marked as in the other pictures and listed in the panel of each feature and edge.
package struct DiffViewerRenderer: Renderer {
  /// Draw only what lies within this many edges of a change; `nil` draws the whole union.
  package var context: Int?

  package init(context: Int? = nil) {
    self.context = context
  }

  package func render(_ diff: NavigationDiff, options: RenderOptions, note: (String) -> Void)
    throws -> Data
  {
    let picture = DiffPicture(diff, context: context, options: options)
    var viewer = HTMLRenderer()
    viewer.overlay = picture.overlay
    viewer.title = picture.overlay.title
    return try viewer.render(picture.graph, options: picture.options, note: note)
  }
}
