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
    var inner = [Int](repeating: 0, count: cut.groups.groups.count)
    var between: [[Int]: [Edge]] = [:]
    for edge in cut.drawn.edges {
      guard let from = cut.groups.group(of: edge.from) else { continue }
      guard let to = cut.groups.group(of: edge.to) else {
        inner[from] += 1  // an alert or data leaf, shown by its owner
        continue
      }
      if from == to { inner[from] += 1 } else { between[[from, to], default: []].append(edge) }
    }
    for (position, group) in cut.groups.groups.enumerated() {
      nodes.append(Node(
        id: Self.groupID(position), role: .group(cut.summary(of: position, inner: inner[position])),
        name: group.name))
    }
    let treeLinks = cut.treeLinks()
    for key in between.keys.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
      var link = Self.aggregate(
        between[key]!, from: Self.groupID(key[0]), to: Self.groupID(key[1]))
      link.constrains = treeLinks.map { $0.contains(key) } ?? true
      links.append(link)
    }
    startIDs = cut.startGroups.map(Self.groupID)
  }

  static func groupID(_ position: Int) -> String { "g\(position)" }

  /// One link standing for `edges`: drawn in the look of the kind most of them have
  /// (navigation before composition), labelled with the count of each kind.
  static func aggregate(_ edges: [Edge], from: String, to: String) -> Link {
    var counts: [LinkKind: Int] = [:]
    for edge in edges { counts[LinkKind(edge), default: 0] += 1 }
    let kinds = LinkKind.allCases.filter { counts[$0] != nil }
    let dominant = kinds.filter { !$0.isComposition }.max { counts[$0]! < counts[$1]! }
      ?? kinds.max { counts[$0]! < counts[$1]! } ?? .scope
    // One edge needs no count: its look says its kind.
    let label = edges.count == 1
      ? nil : kinds.map { EdgeCountWording.phrase(counts[$0]!, $0) }.joined(separator: ", ")
    return Link(
      from: from, to: to, kind: dominant, label: label, represents: edges, aggregates: true)
  }
}

/// A picture's features cut into groups, with what both an overview and the picture of one
/// group need: the drawn edges, the groups and their summaries.
struct GroupCut {
  var isolated: IsolatedFeatures
  var graph: NavigationGraph
  var drawn: DrawnEdges
  var groups: FeatureGroups
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
    var starts: [Int] = []
    for entry in drawn.entryPoints {
      if let group = groups.group(of: entry), !starts.contains(group) { starts.append(group) }
    }
    startGroups = starts
  }

  /// For flows, the pairs of groups `[from, to]` where `to`'s top feature is first reached from
  /// `from` (the tree the flows were cut from); `nil` for modules, where every link ranks.
  func treeLinks() -> Set<[Int]>? {
    guard groups.grouping == .flow else { return nil }
    var pairs = Set<[Int]>()
    for (position, group) in groups.groups.enumerated() {
      guard let edge = drawn.spine.treeEdges[group.name],
        let from = groups.group(of: edge.from), from != position
      else { continue }
      pairs.insert([from, position])
    }
    return pairs
  }

  /// What was asked for, else what suits the features; modules only where there are several.
  private static func grouping(_ asked: FeatureGrouping?, features: [Feature]) -> FeatureGrouping {
    guard let asked else { return FeatureGrouping.suited(to: features) }
    if asked == .module, Set(features.map { $0.module ?? "" }).count < 2 { return .flow }
    return asked
  }

  func summary(of position: Int, inner: Int) -> GroupSummary {
    let group = groups.groups[position]
    return GroupSummary(
      name: group.name, grouping: groups.grouping,
      features: group.members.count { !vias.contains($0) }, entryPoints: group.entryPoints,
      innerEdges: inner)
  }
}
