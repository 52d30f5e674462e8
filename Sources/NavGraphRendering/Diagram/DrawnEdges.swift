import NavGraphCore

/// Which edges of a graph a picture draws, and where the picture starts: every navigating
/// edge (navigation and screen switches), and the composition `RenderOptions.composition`
/// asks for — by default the `CompositionSpine` that hangs every feature from an entry point.
struct DrawnEdges {
  /// The edges to draw, in the graph's order.
  var edges: [Edge]
  /// The entry points the picture marks, in source order: those no other one reaches (a
  /// feature the app reaches is not where it starts, whatever else builds a store for it),
  /// drawn side by side where the picture starts.
  var entryPoints: [String]
  /// Composition edges between drawn features that are not drawn: the legend counts them.
  var hiddenComposition: Int
  /// Features no entry point reaches; `nil` for a picture of part of the app (`--focus`),
  /// whose features are reached from outside it.
  var unconnected: [String]?
  /// The tree the spine is cut from, for pictures that group features by flow.
  var spine: CompositionSpine

  init(_ graph: NavigationGraph, options: RenderOptions) {
    let names = Set(graph.features.map(\.name))
    let isPart = options.focus != nil
    let given = Self.entryPoints(of: graph, names: names, options: options)
    // A part of the app hangs from its focus as much as from the entry points inside it.
    spine = CompositionSpine(graph, entryPoints: given + (options.focus.map { [$0] } ?? []))
    entryPoints = spine.topEntryPoints.filter(given.contains)
    unconnected = isPart ? nil : spine.unconnected
    let spineEdges = Set(spine.edges)
    let composition = options.composition
    edges = graph.edges.filter { edge in
      if edge.navigates { return true }
      switch composition {
      case .all: return true
      case .none: return false
      case .spine: return spineEdges.contains(edge)
      }
    }
    hiddenComposition = graph.edges.count - edges.count
  }

  /// The app's entry points in the picture: those given (the features of its stores, a
  /// registered root) and the `--root`, in that order; else the roots the graph declares,
  /// else the features nothing reaches — as every picture marked them before entry points
  /// were known. A picture of part of the app marks only those it holds.
  private static func entryPoints(
    of graph: NavigationGraph, names: Set<String>, options: RenderOptions
  ) -> [String] {
    var seen = Set<String>()
    let given = (options.entryPoints + [options.root].compactMap { $0 })
      .filter { names.contains($0) && seen.insert($0).inserted }
    if !given.isEmpty || !options.entryPoints.isEmpty { return given }
    // A neighbourhood's roots are the whole graph's: its own edge is not where the app starts.
    let roots = graph.roots.isEmpty && options.focus == nil ? graph.computedRoots() : graph.roots
    return roots.filter(names.contains).sorted()
  }
}
