import NavGraphCore

/// A picture's features cut into groups, with what both an overview and the picture of one
/// group need: the drawn edges, the groups and their summaries.
struct GroupCut {
  var isolated: IsolatedFeatures
  var graph: NavigationGraph
  var drawn: DrawnEdges
  var groups: FeatureGroups
  /// The drawn edges by the groups they join.
  var edges: GroupEdges
  /// Groups holding the entry points the picture starts from, in their order.
  var startGroups: [Int]
  private var vias: Set<String>

  init(_ source: NavigationGraph, grouping: FeatureGrouping?, options: RenderOptions)
    throws(NavGraphError)
  {
    let selected = try source.selecting(
      options.selection, includeComposition: options.includeComposition
    ).sorted()
    isolated = IsolatedFeatures(selected, options: options)
    let graph = isolated.remaining
    let drawn = DrawnEdges(graph, options: options)
    let vias = Set(graph.edges.compactMap(\.via))
    let features = graph.features.filter { !vias.contains($0.name) }
    let groups = FeatureGroups(
      graph, by: Self.grouping(grouping, features: features), spine: drawn.spine,
      entryPoints: drawn.entryPoints)
    (self.graph, self.drawn, self.vias, self.groups) = (graph, drawn, vias, groups)
    edges = GroupEdges(drawn.edges, groups: groups)
    var starts: [Int] = []
    for entry in drawn.entryPoints {
      if let group = groups.group(of: entry), !starts.contains(group) { starts.append(group) }
    }
    startGroups = starts
  }

  /// For flows, the pairs of groups where `to`'s top feature is first reached from `from`
  /// (the tree the flows were cut from); `nil` for modules, where every link ranks.
  func treeLinks() -> Set<GroupPair>? {
    guard groups.grouping == .flow else { return nil }
    var pairs = Set<GroupPair>()
    for (position, group) in groups.groups.enumerated() {
      guard let edge = drawn.spine.treeEdges[group.name],
        let from = groups.group(of: edge.from), from != position
      else { continue }
      pairs.insert(GroupPair(from: from, to: position))
    }
    return pairs
  }

  /// What was asked for, else what suits the features; modules only where there are several.
  private static func grouping(_ asked: FeatureGrouping?, features: [Feature]) -> FeatureGrouping {
    guard let asked else { return FeatureGrouping.suited(to: features) }
    if asked == .module, Set(features.map { $0.module ?? "" }).count < 2 { return .flow }
    return asked
  }

  func summary(of position: Int) -> GroupSummary {
    let group = groups.groups[position]
    return GroupSummary(
      name: group.name, grouping: groups.grouping,
      features: group.members.count { !vias.contains($0) }, entryPoints: group.entryPoints,
      innerEdges: edges.inner[position])
  }
}
