import NavGraphCore

extension Diagram {
  /// The nodes and links of a picture of features: `graph`'s features (entry points first, in
  /// source order), the enum reducers and leaves its drawn edges need, and those edges, each
  /// with the `findings` about it.
  mutating func addNodes(
    for graph: NavigationGraph, drawn: DrawnEdges, focus: String?, findings: FindingIndex
  ) {
    let edges = drawn.edges
    let entryPoints = Set(drawn.entryPoints)
    // Cases of each enum reducer, in source order (then by name) so they read like the enum.
    var casesByEnum: [String: [String]] = [:]
    for edge in edges.sorted(by: Self.sourceOrder) {
      guard let via = edge.via, let name = edge.case else { continue }
      if !(casesByEnum[via] ?? []).contains(name) { casesByEnum[via, default: []].append(name) }
    }

    var idByName: [String: String] = [:]
    // Entry points first: Graphviz and Mermaid place what comes first first.
    let byName = Dictionary(
      graph.features.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let ordered = drawn.entryPoints.compactMap { byName[$0] }
      + graph.features.filter { !entryPoints.contains($0.name) }
    for feature in ordered {
      let id = "n\(nodes.count)"
      idByName[feature.name] = id
      let role: Role =
        if let cases = casesByEnum[feature.name] {
          .enumReducer(cases: cases)
        } else {
          .feature(isEntryPoint: entryPoints.contains(feature.name))
        }
      nodes.append(Node(
        id: id, role: role, name: feature.name, module: feature.module,
        generationTag: feature.apiGeneration == .tca2 ? feature.apiGeneration.rawValue : nil,
        location: feature.location,
        findings: findings.about([feature.name]),
        isFocus: feature.name == focus))
    }
    startIDs = drawn.entryPoints.compactMap { idByName[$0] }
    // An enum named in `via` that the graph does not list still needs its node.
    for (name, cases) in casesByEnum.sorted(by: { $0.key < $1.key }) where idByName[name] == nil {
      let id = "n\(nodes.count)"
      idByName[name] = id
      nodes.append(Node(id: id, role: .enumReducer(cases: cases), name: name))
    }
    addLinks(for: edges, idByName: idByName, casesByEnum: casesByEnum, findings: findings)
  }

  private mutating func addLinks(
    for edges: [Edge], idByName: [String: String], casesByEnum: [String: [String]],
    findings: FindingIndex
  ) {
    var ownerLinks: [[String]: Int] = [:]
    var leafIDs: [[String]: String] = [:]
    for edge in edges {
      guard let from = idByName[edge.from] else { continue }
      var source = from
      var sourceCase: Int?
      if let via = edge.via, let enumID = idByName[via] {
        // One owner-to-enum link per field, however many cases it has: a push if any case is
        // pushed (TCACoordinators' routes both push and present).
        let key = [edge.from, edge.field ?? "", via]
        if ownerLinks[key] == nil {
          ownerLinks[key] = links.count
          links.append(Link(
            from: from, to: enumID, kind: edge.kind == .stack ? .stack : .destination,
            label: edge.field, location: edge.location))
        }
        if edge.kind == .stack { links[ownerLinks[key]!].kind = .stack }
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
      links.append(Link(
        from: source, fromCase: sourceCase, to: target, kind: LinkKind(edge),
        label: Self.label(of: edge), edge: edge, location: edge.location,
        findings: findings.about([edge.via, edge.from]).filter {
          Self.finding($0, isAbout: edge)
        }))
    }
  }

  /// The field and the style. An edge with a case but no enum node to leave from (a screen
  /// switch, a case of a route enum of plain values) names its case after the field
  /// (`root.main`, `route.detail`); the rest of an enum's edges leave from their case's row,
  /// which names it.
  private static func label(of edge: Edge) -> String? {
    let fieldAndCase = [edge.field, edge.case].compactMap { $0 }.joined(separator: ".")
    let parts: [String?] =
      if edge.isScreenSwitch {
        [fieldAndCase]
      } else if edge.via == nil {
        [fieldAndCase.isEmpty ? nil : fieldAndCase, edge.style?.rawValue]
      } else {
        [edge.style?.rawValue]
      }
    let label = parts.compactMap { $0 }.joined(separator: " · ")
    return label.isEmpty ? nil : label
  }

  static func sourceOrder(_ lhs: Edge, _ rhs: Edge) -> Bool {
    let left = (lhs.location?.file ?? "", lhs.location?.line ?? 0, lhs.case ?? "")
    let right = (rhs.location?.file ?? "", rhs.location?.line ?? 0, rhs.case ?? "")
    return left < right
  }
}
