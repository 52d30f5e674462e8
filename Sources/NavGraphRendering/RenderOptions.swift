import Foundation
import NavGraphCore

/// What every renderer is told besides its subject: which part of the graph to draw, and how.
package struct RenderOptions: Hashable, Sendable {
  /// Draw only what is reachable from this root.
  package var root: String?
  /// Which composition edges to draw: by default those connecting features to an entry
  /// point.
  package var composition: CompositionEdges
  /// Makes nodes and edges link to their source: prefix + file + `#L` + line.
  package var sourceURLPrefix: String?
  /// Draw the legend that explains node and edge styles.
  package var legend: Bool
  /// Draw only the neighbourhood of this feature (see `NavigationGraph.neighbourhood`).
  package var focus: String?
  /// How many navigation edges around `focus` to draw.
  package var depth: Int
  /// Leave out features whose name matches one of these globs.
  package var excludedFeatures: [String]
  /// Draw features without navigation too (see `IsolatedFeatures`), which are left out and
  /// counted in the legend by default.
  package var includeIsolated: Bool
  /// Features the app starts from (the features of its `Store`s, a registered root), in source
  /// order: drawn even when nothing navigates to or from them, marked, side by side where the
  /// picture starts, and what composition is drawn from (`CompositionSpine`). With none, the
  /// graph's roots are its entry points.
  package var entryPoints: [String]
  /// What one node stands for; `nil` chooses: features, or an overview when more features
  /// would be drawn than one picture can show readably (`DiagramScale.overviewAbove`).
  package var level: PictureLevel?
  /// Draw only this group of the overview (a module or a flow), feature by feature.
  package var group: String?
  /// The graph given is already the selection (`navviz docs` cuts each neighbourhood from one
  /// `NeighbourhoodIndex`); `focus` then only marks the focused feature.
  var isPreselected = false
  /// Features drawn even without navigation, unmarked (a diff's changed features).
  var alwaysDrawn: Set<String> = []

  package init(
    root: String? = nil, composition: CompositionEdges = .spine, sourceURLPrefix: String? = nil,
    legend: Bool = true, focus: String? = nil, depth: Int = 1, excludedFeatures: [String] = [],
    includeIsolated: Bool = false, entryPoints: [String] = [], level: PictureLevel? = nil,
    group: String? = nil
  ) {
    self.root = root
    self.composition = composition
    self.sourceURLPrefix = sourceURLPrefix
    self.legend = legend
    self.focus = focus
    self.depth = depth
    self.excludedFeatures = excludedFeatures
    self.includeIsolated = includeIsolated
    self.entryPoints = entryPoints
    self.level = level
    self.group = group
  }

  /// Whether every composition edge is drawn (selections then follow them too).
  package var includeComposition: Bool {
    get { composition == .all }
    set { composition = newValue ? .all : .spine }
  }

  /// The part of the graph these options draw.
  package var selection: GraphSelection {
    GraphSelection(root: root, focus: focus, depth: depth, excludedFeatures: excludedFeatures)
  }
}
