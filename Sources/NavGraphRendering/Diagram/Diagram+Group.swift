import NavGraphCore

extension Diagram {
  /// One group of an overview (a module or a flow) drawn feature by feature, with the other
  /// groups its features are reached from or lead to as reference nodes: every drawn edge
  /// between the group and another one is a link from or to that group's node (one per
  /// feature, kind and direction, labelled with the count), so each feature still hangs from
  /// where the app reaches it.
  init(group name: String, of source: NavigationGraph, grouping: FeatureGrouping?,
       options: RenderOptions, lint: LintOverlay) throws(NavGraphError)
  {
    let cut = try GroupCut(source, grouping: grouping, options: options)
    guard let position = cut.groups.groups.firstIndex(where: { $0.name == name }) else {
      let names = cut.groups.groups.map(\.name)
      throw .invalidSelection(reason: Self.unknownGroup(name, names, cut.groups.grouping))
    }
    isolated = cut.isolated
    self.grouping = cut.groups.grouping
    let members = Set(cut.groups.groups[position].members)
    // An edge inside the group, or to a leaf (an alert) of one of its features.
    let inside = { (edge: Edge) in
      members.contains(edge.from)
        && (members.contains(edge.to) || cut.groups.group(of: edge.to) == nil)
    }
    var part = cut.drawn
    part.edges = cut.drawn.edges.filter(inside)
    part.entryPoints = cut.drawn.entryPoints.filter(members.contains)
    let graph = cut.graph
    let edges = graph.edges.filter(inside)
    // An enum reducer whose cases all lead to other groups is drawn as its owner's links to
    // them, not as a box of its own.
    let vias = Set(graph.edges.compactMap(\.via)), drawnVias = Set(edges.compactMap(\.via))
    let subgraph = NavigationGraph(
      roots: graph.roots.filter(members.contains),
      features: graph.features.filter {
        members.contains($0.name) && (!vias.contains($0.name) || drawnVias.contains($0.name))
      },
      edges: edges,
      findings: graph.findings.filter { $0.feature.map(members.contains) ?? false })
    hiddenCompositionEdges = subgraph.edges.count - part.edges.count
    unconnected = cut.drawn.unconnected?.filter(members.contains)
    addNodes(for: subgraph, drawn: part, focus: nil, findings: lint.index(subgraph.findings))
    addReferences(from: cut, position: position, members: members)
  }

  /// The other groups' nodes, and the links between them and the group's features.
  private mutating func addReferences(from cut: GroupCut, position: Int, members: Set<String>) {
    let idByName = Dictionary(
      nodes.filter { $0.role != .leaf }.map { ($0.name, $0.id) },
      uniquingKeysWith: { first, _ in first })
    var crossing: [ReferenceKey: [Edge]] = [:]
    for (pair, edges) in cut.edges.between where pair.from == position || pair.to == position {
      let outward = pair.from == position
      for edge in edges {
        let key = ReferenceKey(
          group: outward ? pair.to : pair.from, feature: outward ? edge.from : edge.to,
          outward: outward, kind: LinkKind(edge))
        crossing[key, default: []].append(edge)
      }
    }
    for group in Set(crossing.keys.map(\.group)).sorted() {
      var summary = cut.summary(of: group)
      // A reference says where links go; what is inside it is its own picture's to count.
      summary.innerEdges = 0
      summary.isReference = true
      nodes.append(Node(
        id: Self.groupID(group), role: .group(summary), name: cut.groups.groups[group].name))
    }
    for key in crossing.keys.sorted() {
      guard let feature = idByName[key.feature] else { continue }
      let reference = Self.groupID(key.group)
      var link = Self.aggregate(
        crossing[key]!, from: key.outward ? feature : reference,
        to: key.outward ? reference : feature)
      if crossing[key]!.count == 1 { link.label = nil }
      links.append(link)
    }
  }

  private struct ReferenceKey: Hashable, Comparable {
    var group: Int
    var feature: String
    var outward: Bool
    var kind: LinkKind

    static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.group, lhs.feature, lhs.outward ? 1 : 0, lhs.kind.rawValue)
        < (rhs.group, rhs.feature, rhs.outward ? 1 : 0, rhs.kind.rawValue)
    }
  }

  private static func unknownGroup(
    _ name: String, _ names: [String], _ grouping: FeatureGrouping
  ) -> String {
    let word = grouping == .module ? "module" : "flow"
    let close = names.filter {
      $0.lowercased().contains(name.lowercased()) || name.lowercased().contains($0.lowercased())
    }
    let listed = (close.isEmpty ? names : close).prefix(10).joined(separator: ", ")
    return "no \(word) named \"\(name)\" (\(close.isEmpty ? word + "s" : "close names"): \(listed))"
  }
}
