extension NavigationGraph {
  /// The part of the graph within `depth` navigation edges of `name`, following edges both
  /// ways (what presents it, and what it presents or pushes), so one feature of a large app
  /// gets a readable picture.
  ///
  /// An edge joins its owner, its target and the enum reducer it goes via: all three are one
  /// step apart, so the enum between a feature and its destinations costs no extra step.
  /// Composition edges are followed only with `includeComposition`. Every edge between kept
  /// features is kept; an edge to a leaf (`AlertState`, plain data) is kept when its owner is
  /// nearer than `depth`, as the leaf is one step further out. Roots are those of the whole
  /// graph that are kept, so the picture does not call the edge of the neighbourhood a root.
  package func neighbourhood(
    of name: String, depth: Int = 1, includeComposition: Bool = false
  ) throws(NavGraphError) -> NavigationGraph {
    guard feature(named: name) != nil else {
      throw .unknownFeature(name: name, suggestions: featureNames(closeTo: name))
    }
    guard depth >= 1 else {
      throw .invalidSelection(reason: "the depth of a neighbourhood must be at least 1")
    }
    return NeighbourhoodIndex(self, includeComposition: includeComposition)
      .neighbourhood(of: name, depth: depth)
  }
}
