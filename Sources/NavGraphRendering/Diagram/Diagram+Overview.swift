import NavGraphCore

extension Diagram {
  /// An overview: one node per group of `grouping` (a module or a flow), and one link per
  /// pair of groups the drawn edges join, labelled with how many edges of each kind it
  /// stands for. The groups holding entry points are marked and come first.
  init(overview source: NavigationGraph, grouping: FeatureGrouping?, options: RenderOptions)
    throws(NavGraphError)
  {
    let cut = try GroupCut(source, grouping: grouping, options: options)
    isolated = cut.isolated
    hiddenCompositionEdges = cut.drawn.hiddenComposition
    unconnected = cut.drawn.unconnected
    self.grouping = cut.groups.grouping
    for position in cut.groups.groups.indices {
      nodes.append(Node(
        id: Self.groupID(position), role: .group(cut.summary(of: position)),
        name: cut.groups.groups[position].name))
    }
    let treeLinks = cut.treeLinks()
    for (pair, edges) in cut.edges.joined {
      var link = Self.aggregate(
        edges, from: Self.groupID(pair.from), to: Self.groupID(pair.to))
      link.constrains = treeLinks.map { $0.contains(pair) } ?? true
      links.append(link)
    }
    startIDs = cut.startGroups.map(Self.groupID)
  }

  static func groupID(_ position: Int) -> String { "g\(position)" }

  /// One link standing for `edges`: drawn in the look of the kind most of them have
  /// (navigation before composition), labelled with the count of each kind.
  static func aggregate(_ edges: [Edge], from: String, to: String) -> Link {
    let counts = EdgeCountWording.counts(edges)
    let kinds = LinkKind.allCases.filter { counts[$0] != nil }
    let dominant = kinds.filter { !$0.isComposition }.max { counts[$0]! < counts[$1]! }
      ?? kinds.max { counts[$0]! < counts[$1]! } ?? .scope
    // One edge needs no count: its look says its kind.
    let label = edges.count == 1 ? nil : EdgeCountWording.summary(edges)
    return Link(
      from: from, to: to, kind: dominant, label: label, represents: edges, aggregates: true)
  }
}
