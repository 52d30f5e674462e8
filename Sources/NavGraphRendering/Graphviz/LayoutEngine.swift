/// The Graphviz program that places a picture's nodes and edges.
package enum LayoutEngine: String, Sendable {
  /// Ranks, left to right: the tree of flows navviz's pictures are read by.
  case dot
  /// Force-directed, without ranks or ports: lays out in seconds a picture too big for `dot`
  /// (`DiagramScale.forceDirectedAbove`).
  case sfdp
}
