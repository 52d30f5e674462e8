import NavGraphCore

/// What a picture of a graph draws, in numbers: for `render --verbose`, and for measuring
/// pictures of real apps.
package struct PictureSummary: Sendable {
  /// Features drawn, one node each in a picture of features, inside groups in an overview.
  package var features: Int
  /// The entry points marked, in source order.
  package var entryPoints: [String]
  /// Features no entry point reaches (empty in a picture of part of the app).
  package var unconnected: [String]
  /// Composition edges drawn, and all of those between drawn features.
  package var compositionDrawn: Int
  package var compositionTotal: Int
  /// Screen switches drawn.
  package var screenSwitches: Int
  /// What the overview's nodes stand for; `nil` for a picture of features.
  package var grouping: FeatureGrouping?
  /// Nodes of an overview (its groups); features for a picture of features.
  package var nodes: Int
  /// The group drawn, in a picture of one group (`--module`).
  package var group: String?

  package init(_ graph: NavigationGraph, options: RenderOptions) throws(NavGraphError) {
    let diagram = try Diagram.picture(of: graph, options: options, lint: .hidden)
    // An overview counts what its groups hold: the features of the whole picture.
    let features = options.group == nil && diagram.grouping != nil
      ? try Diagram(graph, options: options, lint: .hidden) : diagram
    let links = features.links.filter { $0.edge != nil }
    self.features = features.scale.features
    entryPoints = features.nodes.filter { $0.role == .feature(isEntryPoint: true) }.map(\.name)
    unconnected = features.unconnected ?? []
    compositionDrawn = links.count { $0.kind.isComposition }
    compositionTotal = compositionDrawn + features.hiddenCompositionEdges
    screenSwitches = links.count { $0.kind == .screenSwitch }
    group = options.group
    grouping = options.group == nil ? diagram.grouping : nil
    nodes = grouping == nil ? self.features : diagram.nodes.count { !Self.isReference($0) }
  }

  private static func isReference(_ node: Diagram.Node) -> Bool {
    if case .group(let summary) = node.role { return summary.isReference }
    return false
  }

  /// One line: `230 features, 3 no entry point reaches (A, B, C); entry points: App; 40 of
  /// 93 composition edges drawn; an overview of 40 flows`.
  package var description: String {
    var text = (group.map { "\($0): " } ?? "") + "\(features) features"
    if !unconnected.isEmpty {
      text += ", \(unconnected.count) no entry point reaches ("
        + unconnected.prefix(60).joined(separator: ", ") + (unconnected.count > 60 ? ", ..." : "")
        + ")"
    }
    text += "; entry points: "
      + (entryPoints.isEmpty ? "none" : entryPoints.joined(separator: ", "))
    text += "; \(compositionDrawn) of \(compositionTotal) composition edges drawn"
    if screenSwitches > 0 { text += ", \(screenSwitches) screen switches" }
    if let grouping {
      text += "; an overview of \(nodes) \(grouping == .module ? "modules" : "flows")"
    }
    return text
  }
}
