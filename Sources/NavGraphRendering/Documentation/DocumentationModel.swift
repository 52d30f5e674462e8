import NavGraphCore

/// The graph read once for documentation: which features get a page and what each page
/// lists. The Markdown folder and the DocC catalog both render this, so they say the same.
struct DocumentationModel {
  var graph: NavigationGraph
  /// Features with a page, by name order.
  var documented: [DocumentedFeature]
  /// Enum reducers (`Destination`, `Path`) named in some edge's `via`: they are shown on their
  /// owner's page, as the cases of a field, rather than as features of their own.
  var enumReducers: Set<String>
  /// The graph's roots (given, or computed), for "root feature" on each page.
  var roots: Set<String>
  private var pages: PageNames
  private var index: GraphIndex
  /// The feature whose field holds each enum reducer (the first edge naming it in `via`).
  private var enumOwners: [String: String]

  init(_ source: NavigationGraph, pageStyle: PageNames.Style = .file) {
    let graph = source.sorted()
    let enumReducers = Set(graph.edges.compactMap(\.via))
    let navigation = graph.edges.filter(\.kind.isNavigation)
    let navigating = Set(navigation.flatMap { [$0.from, $0.to] })
    let pageFeatures = graph.features.filter {
      navigating.contains($0.name) && !enumReducers.contains($0.name)
    }
    let pages = PageNames(pageFeatures.map(\.name), style: pageStyle)
    let index = GraphIndex(graph)
    var findingIndices: [String: [Int]] = [:]
    for (position, finding) in graph.findings.enumerated() {
      if let feature = finding.feature { findingIndices[feature, default: []].append(position) }
    }
    self.graph = graph
    self.enumReducers = enumReducers
    self.pages = pages
    self.roots = Set(graph.effectiveRoots)
    self.index = index
    self.enumOwners = Dictionary(
      graph.edges.compactMap { edge in edge.via.map { ($0, edge.from) } },
      uniquingKeysWith: { first, _ in first })
    documented = pageFeatures.map { feature in
      let name = feature.name
      let leaving = index.edges(from: name)
      let arriving = index.edges(to: name)
      let composition = leaving.filter { !$0.kind.isNavigation }
        + arriving.filter { !$0.kind.isNavigation && $0.from != name }
      let owned = Set(leaving.compactMap(\.via))
      // In the graph's order, as a filter over all findings gives them.
      let about = owned.union([name]).flatMap { findingIndices[$0] ?? [] }.sorted()
        .map { graph.findings[$0] }
      return DocumentedFeature(
        feature: feature,
        page: pages[name]!,
        incoming: arriving.filter(\.kind.isNavigation).sorted(by: Self.sourceOrder),
        outgoing: leaving.filter(\.kind.isNavigation).sorted(by: Self.sourceOrder),
        composition: composition.sorted(by: Self.sourceOrder),
        findings: about)
    }
  }

  /// The page base name of `feature`, if it has one.
  func page(for feature: String) -> String? { pages[feature] }

  /// The page of the feature whose field holds the enum reducer `name`.
  func ownerPage(ofEnum name: String) -> String? {
    guard enumReducers.contains(name) else { return nil }
    return enumOwners[name].flatMap { pages[$0] }
  }

  /// Edges in the order a reader meets them in the source, so a page's table reads like the
  /// `Destination` enum it describes.
  static func sourceOrder(_ lhs: Edge, _ rhs: Edge) -> Bool {
    let left = (lhs.location?.file ?? "", lhs.location?.line ?? 0, lhs.location?.column ?? 0)
    let right = (rhs.location?.file ?? "", rhs.location?.line ?? 0, rhs.location?.column ?? 0)
    return left != right ? left < right : lhs < rhs
  }

  /// Features for the index table: every feature but the enum reducers, which appear as the
  /// cases in their owner's row.
  var tableFeatures: [Feature] {
    graph.features.filter { !enumReducers.contains($0.name) }
  }

  func treeEdges(from name: String) -> [Edge] {
    index.edges(from: name).filter(\.kind.isTree).sorted(by: Self.sourceOrder)
  }

  func stackEdges(from name: String) -> [Edge] {
    index.edges(from: name).filter { $0.kind == .stack }.sorted(by: Self.sourceOrder)
  }
}
