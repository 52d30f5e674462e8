import Foundation
import NavGraphCore

/// `navviz diff --format mermaid`, and the picture in the Markdown report: a Mermaid flowchart
/// of the changed part of the navigation, marked like the other pictures.
///
/// A pull-request comment is read on GitHub, whose Mermaid refuses large diagrams
/// (`MermaidLimits`): with the features one edge away from a change the chart is drawn when it
/// fits, else with the changes alone, else not at all (`chart` is then nil).
package struct DiffMermaidRenderer: Renderer {
  /// How many edges around a change to draw; `nil`: one, or none when that is too large.
  package var context: Int?
  package var limits: MermaidLimits

  package init(context: Int? = nil, limits: MermaidLimits = .github) {
    self.context = context
    self.limits = limits
  }

  package func render(_ diff: NavigationDiff, options: RenderOptions, note: (String) -> Void)
    throws(NavGraphError) -> Data
  {
    guard let chart = try chart(diff, options: options) else {
      let count = diff.changeCount
      throw .invalidSelection(
        reason: "the \(count) change\(count == 1 ? "" : "s") make a Mermaid diagram larger than "
          + "GitHub draws (\(limits.maxTextSize) characters, \(limits.maxEdges) links); draw "
          + "them as svg or html, or select a part with --focus or --exclude-feature")
    }
    return Data(chart.utf8)
  }

  /// The flowchart, or nil when even the changes alone exceed `limits`.
  func chart(_ diff: NavigationDiff, options: RenderOptions) throws(NavGraphError) -> String? {
    for context in context.map({ [$0] }) ?? [1, 0] {
      let picture = DiffPicture(diff, context: context, options: options)
      let text = try MermaidRenderer(limits: limits).diagram(
        picture.graph, options: picture.options, overlay: picture.overlay)
      if limits.allows(text) { return text.text }
    }
    return nil
  }
}
