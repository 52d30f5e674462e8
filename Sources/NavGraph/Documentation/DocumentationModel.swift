/// The graph read once for documentation: which features get a page and what each page
/// lists. The Markdown folder and the DocC catalog both render this, so they say the same.
struct DocumentationModel {
  var graph: NavigationGraph
  /// Features with a page, by name order.
  var documented: [DocumentedFeature]
  /// Enum reducers (`Destination`, `Path`) named in some edge's `via`: they are shown on their
  /// owner's page, as the cases of a field, rather than as features of their own.
  var enumReducers: Set<String>
  private var pages: PageNames

  init(_ source: NavigationGraph, pageStyle: PageNames.Style = .file) {
    let graph = source.sorted()
    let enumReducers = Set(graph.edges.compactMap(\.via))
    let navigation = graph.edges.filter(\.kind.isNavigation)
    let navigating = Set(navigation.flatMap { [$0.from, $0.to] })
    let pageFeatures = graph.features.filter {
      navigating.contains($0.name) && !enumReducers.contains($0.name)
    }
    let pages = PageNames(pageFeatures.map(\.name), style: pageStyle)
    let ownedEnums = Dictionary(grouping: graph.edges.filter { $0.via != nil }, by: \.from)
      .mapValues { Set($0.compactMap(\.via)) }
    self.graph = graph
    self.enumReducers = enumReducers
    self.pages = pages
    documented = pageFeatures.map { feature in
      let name = feature.name
      let owned = ownedEnums[name] ?? []
      return DocumentedFeature(
        feature: feature,
        page: pages[name]!,
        incoming: navigation.filter { $0.to == name }.sorted(by: Self.sourceOrder),
        outgoing: navigation.filter { $0.from == name }.sorted(by: Self.sourceOrder),
        composition: graph.edges.filter {
          !$0.kind.isNavigation && ($0.from == name || $0.to == name)
        }.sorted(by: Self.sourceOrder),
        findings: graph.findings.filter { finding in
          finding.feature.map { $0 == name || owned.contains($0) } ?? false
        })
    }
  }

  /// The page base name of `feature`, if it has one.
  func page(for feature: String) -> String? { pages[feature] }

  /// The page of the feature whose field holds the enum reducer `name`.
  func ownerPage(ofEnum name: String) -> String? {
    guard enumReducers.contains(name) else { return nil }
    return graph.edges.first { $0.via == name }.flatMap { pages[$0.from] }
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
    graph.edges.filter { $0.from == name && $0.kind.isTree }.sorted(by: Self.sourceOrder)
  }

  func stackEdges(from name: String) -> [Edge] {
    graph.edges.filter { $0.from == name && $0.kind == .stack }.sorted(by: Self.sourceOrder)
  }
}
