import NavGraphCore

/// The drawn edges of a `GroupCut` by the groups they join, worked out once for the three
/// pictures that need them: an overview (one link per pair of groups), the picture of one
/// group (links to and from the others) and the docs' overview (which groups a group's page
/// is reached from and leads to).
struct GroupEdges {
  /// For each group, by position: the drawn edges inside it, the alerts and data its features
  /// show included.
  private(set) var inner: [Int]
  /// The drawn edges from one group to another, by the pair, each list in drawn order.
  private(set) var between: [GroupPair: [Edge]] = [:]

  init(_ drawn: [Edge], groups: FeatureGroups) {
    inner = Array(repeating: 0, count: groups.groups.count)
    for edge in drawn {
      guard let from = groups.group(of: edge.from) else { continue }
      // An edge to no group leads to an alert or a data leaf, shown beside its owner.
      guard let to = groups.group(of: edge.to), to != from else {
        inner[from] += 1
        continue
      }
      between[GroupPair(from: from, to: to), default: []].append(edge)
    }
  }

  /// The pairs of groups some drawn edge joins, by `from`, then `to`, with their edges.
  var joined: [(pair: GroupPair, edges: [Edge])] {
    between.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }
}

/// Two groups of a `GroupCut` by position, in the direction edges go between them.
struct GroupPair: Hashable, Comparable {
  var from: Int
  var to: Int

  static func < (lhs: Self, rhs: Self) -> Bool { (lhs.from, lhs.to) < (rhs.from, rhs.to) }
}
