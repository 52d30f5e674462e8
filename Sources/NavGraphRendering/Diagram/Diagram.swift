import NavGraphCore

/// What a picture of a navigation graph shows, decided once and drawn by every visual format
/// (DOT and so SVG/PNG/PDF, and Mermaid) so that they agree.
///
/// - Every feature is a node; roots are marked.
/// - An enum reducer named in `via` is one node listing its cases, so a reader sees which cases
///   belong together: the owner links to it (labelled with the field), each case links on.
/// - Non-reducer targets (`AlertState`, plain data) are small leaf nodes, one per place that
///   shows them, so alerts stay next to the feature that raises them.
struct Diagram {
  enum Role: Equatable {
    case feature(isRoot: Bool)
    case enumReducer(cases: [String])
    case leaf
  }

  struct Node {
    var id: String
    var role: Role
    /// The feature or type name, exactly as written.
    var name: String
    var module: String?
    /// `2.0` for a feature written against TCA 2.0, shown beside its module; `nil` for 1.x.
    var generationTag: String?
    var location: SourceLocation?
    var findings: [Finding] = []
    /// The feature a `--focus` picture is about.
    var isFocus = false
  }

  struct Link {
    var from: String
    /// The index of the case in the enum node the link leaves from.
    var fromCase: Int?
    var to: String
    var kind: EdgeKind
    var label: String?
    /// The graph edge this link draws (nil for owner-to-enum links, which stand for several).
    var edge: Edge?
    var location: SourceLocation?
    /// Lint findings about the field or case this link draws.
    var findings: [Finding] = []
    /// For an owner-to-enum link: the graph edges (one per case) it stands for.
    var represents: [Edge] = []
  }

  var nodes: [Node] = []
  var links: [Link] = []
  /// Composition edges (`Scope`, `forEach` over a collection) of the pictured graph left out
  /// because they were not asked for: the legend counts them, so a feature reached only
  /// through them does not look unconnected without a word.
  var hiddenCompositionEdges = 0
  /// Features without navigation left out of the picture (`IsolatedFeatures`): the legend
  /// counts them.
  var isolated: IsolatedFeatures

  init(_ source: NavigationGraph, options: RenderOptions) throws(NavGraphError) {
    let selected = try (options.isPreselected ? source : source.selecting(
      options.selection, includeComposition: options.includeComposition
    )).sorted()
    isolated = IsolatedFeatures(selected, options: options)
    let graph = isolated.remaining
    let edges = graph.edges.filter { $0.kind.isNavigation || options.includeComposition }
    hiddenCompositionEdges = graph.edges.count - edges.count
    // A neighbourhood's roots are the whole graph's: its own edge is not where the app starts.
    let roots = Set(
      graph.roots.isEmpty && options.focus == nil ? graph.computedRoots() : graph.roots)

    // Cases of each enum reducer, in source order (then by name) so they read like the enum.
    var casesByEnum: [String: [String]] = [:]
    for edge in edges.sorted(by: Self.sourceOrder) {
      guard let via = edge.via, let name = edge.case else { continue }
      if !(casesByEnum[via] ?? []).contains(name) { casesByEnum[via, default: []].append(name) }
    }

    let findings = FindingIndex(graph.findings)
    var idByName: [String: String] = [:]
    for feature in graph.features {
      let id = "n\(nodes.count)"
      idByName[feature.name] = id
      let role: Role =
        if let cases = casesByEnum[feature.name] {
          .enumReducer(cases: cases)
        } else {
          .feature(isRoot: roots.contains(feature.name))
        }
      nodes.append(Node(
        id: id, role: role, name: feature.name, module: feature.module,
        generationTag: feature.apiGeneration == .tca2 ? feature.apiGeneration.rawValue : nil,
        location: feature.location,
        findings: findings.about([feature.name]),
        isFocus: feature.name == options.focus))
    }
    // An enum named in `via` that the graph does not list still needs its node.
    for (name, cases) in casesByEnum.sorted(by: { $0.key < $1.key }) where idByName[name] == nil {
      let id = "n\(nodes.count)"
      idByName[name] = id
      nodes.append(Node(id: id, role: .enumReducer(cases: cases), name: name))
    }

    var ownerLinks: [[String]: Int] = [:]
    var leafIDs: [[String]: String] = [:]
    for edge in edges {
      guard let from = idByName[edge.from] else { continue }
      var source = from
      var sourceCase: Int?
      if let via = edge.via, let enumID = idByName[via] {
        // One owner-to-enum link per field, however many cases it has.
        let key = [edge.from, edge.field ?? "", via]
        if ownerLinks[key] == nil {
          ownerLinks[key] = links.count
          links.append(Link(
            from: from, to: enumID, kind: edge.kind == .stack ? .stack : .destination,
            label: edge.field, location: edge.location))
        }
        links[ownerLinks[key]!].represents.append(edge)
        source = enumID
        sourceCase = edge.case.flatMap { casesByEnum[via]?.firstIndex(of: $0) }
      }
      let target: String
      if let feature = idByName[edge.to], casesByEnum[edge.to] == nil || edge.via == nil {
        target = feature
      } else {
        let key = [edge.from, edge.field ?? "", edge.via ?? "", edge.case ?? "", edge.to]
        if let leaf = leafIDs[key] {
          target = leaf
        } else {
          target = "l\(leafIDs.count)"
          leafIDs[key] = target
          nodes.append(Node(id: target, role: .leaf, name: edge.to))
        }
      }
      let label: String? =
        if edge.via == nil {
          [edge.field, edge.style?.rawValue].compactMap { $0 }.joined(separator: " · ")
        } else {
          edge.style?.rawValue
        }
      links.append(Link(
        from: source, fromCase: sourceCase, to: target, kind: edge.kind,
        label: label?.isEmpty == true ? nil : label, edge: edge, location: edge.location,
        findings: findings.about([edge.via, edge.from]).filter {
          Self.finding($0, isAbout: edge)
        }))
    }
  }

  /// A finding is about an edge when it names the edge's case of the enum in between
  /// (`unreachable-destination-case`), or the owner's field the edge leaves from
  /// (`unintegrated-presentation`, `multiple-presentation-optionals`), and its case if it
  /// names one.
  static func finding(_ finding: Finding, isAbout edge: Edge) -> Bool {
    if let via = edge.via, finding.feature == via, let name = finding.case {
      return name == edge.case
    }
    guard finding.feature == edge.from, let field = edge.field,
      finding.fields?.contains(field) == true
    else { return false }
    // A finding about one case of the owner's field (`presentation-cycle`,
    // `navigation-depth-budget`) marks that case's edge only.
    if let name = finding.case, edge.via != nil { return name == edge.case }
    return true
  }

  private static func sourceOrder(_ lhs: Edge, _ rhs: Edge) -> Bool {
    let left = (lhs.location?.file ?? "", lhs.location?.line ?? 0, lhs.case ?? "")
    let right = (rhs.location?.file ?? "", rhs.location?.line ?? 0, rhs.case ?? "")
    return left < right
  }
}
