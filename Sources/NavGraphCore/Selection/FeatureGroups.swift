/// What an overview of a large app draws one node for.
package enum FeatureGrouping: String, CaseIterable, Sendable {
  /// The module that declares each feature (the target folder under `Sources/`).
  case module
  /// The flow each feature belongs to: a screen and what is first reached through it
  /// (`FeatureGroups`), for an app that is one module.
  case flow

  /// Modules, unless one module holds more than half of `features`: an overview of one big
  /// box beside a few small ones says nothing, so such an app is drawn by flow.
  package static func suited(to features: [Feature]) -> FeatureGrouping {
    let sizes = Dictionary(grouping: features, by: { $0.module ?? "" }).mapValues(\.count)
    guard sizes.count > 1, let largest = sizes.values.max() else { return .flow }
    return largest * 2 > features.count ? .flow : .module
  }
}

/// The features of a graph cut into groups an overview draws as one node each, and a picture
/// of one group draws whole: modules, or flows.
///
/// Flows are cut from the tree `CompositionSpine` reaches every feature through. Each top of
/// the tree (an entry point, or the top of a part no entry point reaches) starts with its
/// whole subtree; then, largest first, a group over `readableSize` features is opened: each
/// child of its top whose own subtree is at least `smallestFlow` features becomes a group,
/// and the top keeps its smaller children. Opening stops at `maxGroups`, so the overview
/// stays one screen.
package struct FeatureGroups: Sendable {
  package struct Group: Hashable, Sendable {
    /// The module, or the feature at the top of the flow.
    package var name: String
    /// Features in the group, by name.
    package var members: [String]
    /// The entry points in the group, in source order.
    package var entryPoints: [String]
  }

  package let grouping: FeatureGrouping
  /// Groups holding entry points first (in the entry points' order), then by name.
  package let groups: [Group]
  private let index: [String: Int]

  /// The index in `groups` of the group holding `feature`.
  package func group(of feature: String) -> Int? { index[feature] }

  package init(
    _ graph: NavigationGraph, by grouping: FeatureGrouping, spine: CompositionSpine,
    entryPoints: [String], limits: Limits = Limits()
  ) {
    self.grouping = grouping
    let names = graph.features.map(\.name).sorted()
    var assignment: [String: String] = [:]
    switch grouping {
    case .module:
      for feature in graph.features { assignment[feature.name] = feature.module ?? "(no module)" }
    case .flow:
      let vias = Set(graph.edges.compactMap(\.via))
      assignment = FlowCutter(names: names, tree: spine.treeEdges, vias: vias, limits: limits)
        .cut()
    }
    let entries = Set(entryPoints)
    var members: [String: [String]] = [:]
    for name in names { members[assignment[name] ?? name, default: []].append(name) }
    var order: [String] = []
    for entry in entryPoints {
      if let group = assignment[entry], !order.contains(group) { order.append(group) }
    }
    order += members.keys.filter { !order.contains($0) }.sorted()
    groups = order.map { name in
      Group(
        name: name, members: members[name]!,
        entryPoints: entryPoints.filter { entries.contains($0) && assignment[$0] == name })
    }
    var index: [String: Int] = [:]
    for (position, group) in groups.enumerated() {
      for member in group.members { index[member] = position }
    }
    self.index = index
  }

  /// How finely flows are cut.
  package struct Limits: Hashable, Sendable {
    /// A flow larger than this is opened, if the overview has room.
    package var readableSize: Int
    /// A child's subtree smaller than this stays with its parent's flow.
    package var smallestFlow: Int
    /// The overview draws at most this many groups.
    package var maxGroups: Int

    package init(readableSize: Int = 25, smallestFlow: Int = 4, maxGroups: Int = 16) {
      self.readableSize = readableSize
      self.smallestFlow = smallestFlow
      self.maxGroups = maxGroups
    }
  }
}
