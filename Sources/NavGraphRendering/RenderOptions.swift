import Foundation
import NavGraphCore

/// What every renderer is told besides its subject: which part of the graph to draw, and how.
public struct RenderOptions: Hashable, Sendable {
  /// Draw only what is reachable from this root.
  public var root: String?
  /// Draw `scope` and `collection` edges too (composition, hidden by default).
  public var includeComposition: Bool
  /// Makes nodes and edges link to their source: prefix + file + `#L` + line.
  public var sourceURLPrefix: String?
  /// Draw the legend that explains node and edge styles.
  public var legend: Bool
  /// Draw only the neighbourhood of this feature (see `NavigationGraph.neighbourhood`).
  public var focus: String?
  /// How many navigation edges around `focus` to draw.
  public var depth: Int
  /// Leave out features whose name matches one of these globs.
  public var excludedFeatures: [String]
  /// Draw features without navigation too (see `IsolatedFeatures`), which are left out and
  /// counted in the legend by default.
  public var includeIsolated: Bool
  /// Features the app starts from (the features of its `Store`s, a registered root): drawn
  /// even when nothing navigates to or from them.
  public var entryPoints: Set<String>
  /// The graph given is already the selection (`navviz docs` cuts each neighbourhood from one
  /// `NeighbourhoodIndex`); `focus` then only marks the focused feature.
  var isPreselected = false

  public init(
    root: String? = nil, includeComposition: Bool = false, sourceURLPrefix: String? = nil,
    legend: Bool = true, focus: String? = nil, depth: Int = 1, excludedFeatures: [String] = [],
    includeIsolated: Bool = false, entryPoints: Set<String> = []
  ) {
    self.root = root
    self.includeComposition = includeComposition
    self.sourceURLPrefix = sourceURLPrefix
    self.legend = legend
    self.focus = focus
    self.depth = depth
    self.excludedFeatures = excludedFeatures
    self.includeIsolated = includeIsolated
    self.entryPoints = entryPoints
  }

  /// The part of the graph these options draw.
  public var selection: GraphSelection {
    GraphSelection(root: root, focus: focus, depth: depth, excludedFeatures: excludedFeatures)
  }
}
