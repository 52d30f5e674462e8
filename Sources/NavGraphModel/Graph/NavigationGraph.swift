/// A navigation graph: the features of an app, how each one navigates to the next, and what
/// lint found. Its JSON form is the navgraph-v1 contract (`docs/navgraph-v1.md`).
///
/// Arrays keep the order they were built in; encoding sorts them, so the same graph always
/// gives the same bytes, and a document navviz wrote reads back and re-encodes byte-identically.
public struct NavigationGraph: Hashable, Sendable {
  public static let schemaVersion = 1

  /// Features nothing else presents, pushes or scopes to: where navigation starts.
  public var roots: [String]
  public var features: [Feature]
  public var edges: [Edge]
  public var findings: [Finding]
  /// What the scanner saw but could not read (empty for reflection and most apps).
  public var unresolved: [Unresolved]

  public init(
    roots: [String] = [],
    features: [Feature] = [],
    edges: [Edge] = [],
    findings: [Finding] = [],
    unresolved: [Unresolved] = []
  ) {
    self.roots = roots
    self.features = features
    self.edges = edges
    self.findings = findings
    self.unresolved = unresolved
  }

  /// The feature named `name`, if the graph has one.
  public func feature(named name: String) -> Feature? {
    features.first { $0.name == name }
  }

  /// The same graph with every array in its canonical order.
  package func sorted() -> NavigationGraph {
    NavigationGraph(
      roots: Array(Set(roots)).sorted(),
      features: features.sorted(),
      edges: edges.sorted(),
      findings: findings.sorted(),
      unresolved: unresolved.sorted()
    )
  }
}
