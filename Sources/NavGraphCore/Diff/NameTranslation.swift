/// `base`'s names as `head` calls them, once the renamed features are known: a renamed
/// feature takes its new name, and so does a type nested in it (`Detail.Destination` follows
/// `Detail` → `DetailFeature` when `head` has `DetailFeature.Destination`).
struct NameTranslation {
  /// Old name → new name, for the features found renamed.
  private(set) var renames: [String: String] = [:]
  private let headNames: Set<String>

  init(headNames: Set<String>) {
    self.headNames = headNames
  }

  mutating func rename(_ old: String, to new: String) {
    renames[old] = new
  }

  func callAsFunction(_ name: String) -> String {
    if let renamed = renames[name] { return renamed }
    guard !renames.isEmpty, !headNames.contains(name) else { return name }
    var end = name.endIndex
    while let dot = name[..<end].lastIndex(of: ".") {
      if let renamed = renames[String(name[..<dot])] {
        let candidate = renamed + name[dot...]
        return headNames.contains(candidate) ? candidate : name
      }
      end = dot
    }
    return name
  }

  func edge(_ edge: Edge) -> Edge {
    guard !renames.isEmpty else { return edge }
    var edge = edge
    edge.from = self(edge.from)
    edge.to = self(edge.to)
    edge.via = edge.via.map { self($0) }
    return edge
  }

  /// `graph` in `head`'s names.
  func graph(_ graph: NavigationGraph) -> NavigationGraph {
    guard !renames.isEmpty else { return graph }
    var translated = graph
    translated.roots = graph.roots.map { self($0) }
    translated.features = graph.features.map { feature in
      var feature = feature
      feature.name = self(feature.name)
      return feature
    }
    translated.edges = graph.edges.map(edge)
    translated.findings = graph.findings.map { finding in
      var finding = finding
      finding.feature = finding.feature.map { self($0) }
      return finding
    }
    return translated
  }
}
