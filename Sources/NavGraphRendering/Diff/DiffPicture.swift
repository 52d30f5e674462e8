import NavGraphCore

/// What a picture of a diff draws: the union of the two graphs (or, with a `context`, only the
/// part of it within that many edges of a change), and the marks that say what changed.
struct DiffPicture {
  var graph: NavigationGraph
  var overlay: DiagramOverlay
  var options: RenderOptions

  init(_ diff: NavigationDiff, context: Int?, options: RenderOptions) {
    graph = context.map { diff.changedNeighbourhood(context: $0) } ?? diff.union
    overlay = DiffOverlay(diff: diff).make(union: graph)
    self.options = options
    // A changed Scope or forEach is a change too: composition is drawn when one changed.
    if diff.changedEdges.contains(where: { !$0.kind.isNavigation }) {
      self.options.includeComposition = true
    }
    // What changed is what the picture is about: a removed or added feature stays drawn even
    // where nothing navigates to it (`IsolatedFeatures` leaves the rest out).
    self.options.alwaysDrawn.formUnion(diff.changedNames)
  }
}
