import Foundation
import NavGraphCore

/// A diagram drawn through Graphviz, with the marks of an overlay: the one way every Graphviz
/// renderer (the graph's, a trace's, coverage's, a diff's) turns what it draws into bytes.
struct GraphvizPicture {
  var diagram: Diagram
  var options: RenderOptions
  var overlay = DiagramOverlay()

  /// The features `options` select of `graph`, marked by `overlay`. Lint findings are not
  /// drawn: an overlay's red says something of its own (a runtime issue, an unvisited edge).
  init(_ graph: NavigationGraph, options: RenderOptions, overlay: DiagramOverlay)
    throws(NavGraphError)
  {
    self.init(
      diagram: try Diagram(graph, options: options, lint: .hidden), options: options,
      overlay: overlay)
  }

  init(diagram: Diagram, options: RenderOptions, overlay: DiagramOverlay = DiagramOverlay()) {
    self.diagram = diagram
    self.options = options
    self.overlay = overlay
  }

  /// Hands `note` what a reader should know of the picture first (why it is an overview, how
  /// big it is), then writes it as `format`: DOT, or an SVG, PNG or PDF `dot` lays out.
  func output(_ format: OutputFormat, note: (String) -> Void) throws(RenderingError) -> Data {
    diagram.notes.forEach(note)
    return try DiagramGraphvizBuilder(diagram: diagram, options: options, overlay: overlay)
      .output(format)
  }
}
