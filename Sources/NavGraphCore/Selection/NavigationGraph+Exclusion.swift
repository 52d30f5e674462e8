import Foundation

extension NavigationGraph {
  /// The graph without the features (and leaf targets such as `AlertState<...>`) whose name
  /// matches one of `patterns`, and without every edge that starts at, ends at or goes via
  /// one of them.
  ///
  /// Patterns are shell globs over the whole name (`*` and `?` also match `.`, so
  /// `*.Destination` and `Debug*` both work). Roots stay what they were in the whole graph,
  /// so hiding an app's root does not promote the features it presents to roots.
  package func excluding(featuresMatching patterns: [String]) -> NavigationGraph {
    guard !patterns.isEmpty else { return self }
    let isExcluded = { (name: String) in patterns.contains { Self.glob($0, matches: name) } }
    let kept = features.filter { !isExcluded($0.name) }
    let keptNames = Set(kept.map(\.name))
    return NavigationGraph(
      roots: effectiveRoots.filter(keptNames.contains),
      features: kept,
      edges: edges.filter { edge in
        !isExcluded(edge.from) && !isExcluded(edge.to) && !(edge.via.map(isExcluded) ?? false)
      },
      findings: findings.filter { $0.feature.map(keptNames.contains) ?? true }
    )
  }

  /// The names (features and leaf targets) `pattern` matches, to warn about a pattern that
  /// matches nothing: usually a typo.
  package func names(matching pattern: String) -> [String] {
    let names = Set(features.map(\.name)).union(edges.map(\.to))
    return names.filter { Self.glob(pattern, matches: $0) }.sorted()
  }

  /// The roots the graph declares, else the ones computed from its edges.
  package var effectiveRoots: [String] {
    roots.isEmpty ? computedRoots() : roots.sorted()
  }

  /// `fnmatch(3)` without `FNM_PATHNAME`: feature names have no path separators to respect.
  static func glob(_ pattern: String, matches name: String) -> Bool {
    fnmatch(pattern, name, 0) == 0
  }
}
