/// Which part of a graph to draw: shared by every renderer and by `navviz docs`, so each
/// output format shows the same features for the same options.
package struct GraphSelection: Hashable, Sendable {
  /// Only what this root reaches (`--root`).
  package var root: String?
  /// Only the neighbourhood of this feature (`--focus`).
  package var focus: String?
  /// How many navigation edges from `focus` to go (`--depth`).
  package var depth: Int
  /// Leave out features matching these globs (`--exclude-feature`).
  package var excludedFeatures: [String]

  package init(
    root: String? = nil, focus: String? = nil, depth: Int = 1, excludedFeatures: [String] = []
  ) {
    self.root = root
    self.focus = focus
    self.depth = depth
    self.excludedFeatures = excludedFeatures
  }

  package var isEverything: Bool {
    root == nil && focus == nil && excludedFeatures.isEmpty
  }
}

extension NavigationGraph {
  /// Applies `selection`: exclusions first (so a hidden feature cannot be a root or a focus),
  /// then the root's reach, then the focus's neighbourhood.
  package func selecting(
    _ selection: GraphSelection, includeComposition: Bool = false
  ) throws(NavGraphError) -> NavigationGraph {
    let visible = excluding(featuresMatching: selection.excludedFeatures)
    var graph = visible
    if let root = selection.root {
      if feature(named: root) != nil, visible.feature(named: root) == nil {
        throw .invalidSelection(reason: "the root \"\(root)\" is hidden by --exclude-feature")
      }
      graph = try graph.reachable(from: root)
    }
    if let focus = selection.focus {
      if feature(named: focus) != nil, visible.feature(named: focus) == nil {
        throw .invalidSelection(reason: "the focus \"\(focus)\" is hidden by --exclude-feature")
      }
      if let root = selection.root, visible.feature(named: focus) != nil,
        graph.feature(named: focus) == nil
      {
        throw .invalidSelection(
          reason: "the focus \"\(focus)\" is not reachable from the root \"\(root)\"")
      }
      graph = try graph.neighbourhood(
        of: focus, depth: selection.depth, includeComposition: includeComposition)
    }
    return graph
  }
}
