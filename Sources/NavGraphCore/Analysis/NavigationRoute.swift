/// A way through the navigation graph: from a root, the edges to follow, in order, to reach a
/// destination. What `navviz paths` prints and what a deep link (or a test) has to build.
package struct NavigationRoute: Hashable, Sendable {
  package var root: String
  /// Consecutive edges: each leaves the feature the previous one reached. Empty for the root
  /// itself.
  package var edges: [Edge]
  /// Whether the route ends at a feature of the graph, as opposed to a leaf (an alert, a
  /// dialog, or plain data a case holds).
  package var endsAtFeature: Bool

  package init(root: String, edges: [Edge], endsAtFeature: Bool = true) {
    self.root = root
    self.edges = edges
    self.endsAtFeature = endsAtFeature
  }

  /// The feature, or leaf type, the route ends at.
  package var target: String { edges.last?.to ?? root }

  /// How the last step names what it shows: `SyncUpDetail.Destination.edit` for a case of an
  /// enum reducer, `Inventory.sheet` for a plain field, the feature itself for a root.
  package var destination: String {
    guard let last = edges.last else { return root }
    if let via = last.via, let name = last.case { return "\(via).\(name)" }
    if let name = last.case { return "\(last.from).\(name)" }
    if let field = last.field { return "\(last.from).\(field)" }
    return last.to
  }
}
