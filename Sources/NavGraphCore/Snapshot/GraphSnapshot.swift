import Foundation

/// A navigation graph as text to commit and review: one line per feature and edge, sorted,
/// with no source locations, so moving code changes no line and a change to navigation is a
/// one-line `-`/`+` in a pull request's diff.
///
///     # navviz navigation snapshot, version 1 …
///     feature AppFeature (struct, root)
///     edge AppFeature .path → AppFeature.Path .detail → SyncUpDetail (stack, sheet)
///
/// Each feature is followed by the edges it owns, in canonical edge order. Features keep their
/// name, kind and whether they are a root; modules, findings and what the scanner did not
/// understand stay out. An edge declared twice is one line. The same graph always gives the
/// same bytes, and `GraphSnapshot(text:)` reads them back into the same navigation.
package struct GraphSnapshot: Hashable, Sendable {
  package static let version = 1
  static let headerPrefix = "# navviz navigation snapshot, version "
  static let header = [
    headerPrefix + "\(version): one line per feature and edge, sorted, without source",
    "# locations. Written by `navviz snapshot`; `navviz snapshot --check` compares it with the",
    "# sources and prints what drifted in the words of `navviz diff`.",
  ]

  /// The navigation the snapshot holds: features (name and kind), roots, edges.
  package var graph: NavigationGraph

  /// The snapshot of `graph`'s navigation.
  package init(_ graph: NavigationGraph) {
    let roots = graph.effectiveRoots
    var seen = Set<Edge>()
    let edges = graph.edges.map(\.withoutLocation).sorted().filter { seen.insert($0).inserted }
    self.graph = NavigationGraph(
      roots: roots,
      features: graph.features.map { Feature(name: $0.name, kind: $0.kind) }.sorted(),
      edges: edges)
  }

  /// The lines, as written to the file, with the final newline.
  package var text: String {
    let roots = Set(graph.roots)
    let index = GraphIndex(graph)
    var lines = Self.header
    var owners = Set<String>()
    for feature in graph.features {
      lines.append("feature " + feature.words(isRoot: roots.contains(feature.name)))
      owners.insert(feature.name)
      for edge in index.edges(from: feature.name) { lines.append("edge " + edge.words) }
    }
    // Edges of an owner the graph does not list (a hand-written graph) still have their line.
    for edge in graph.edges where !owners.contains(edge.from) {
      lines.append("edge " + edge.words)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  package var data: Data { Data(text.utf8) }
}
