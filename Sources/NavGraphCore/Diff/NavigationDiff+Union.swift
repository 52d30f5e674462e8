extension NavigationDiff {
  /// Both sides in one graph, in `head`'s names: all of `head` (an edge that changed style or
  /// kind as it is now), and the features and edges that were removed. What pictures of a
  /// diff draw; findings stay out. A screen no root reaches any more is no root of the union,
  /// though nothing leads to it now: it is where an integration was lost, not where the app
  /// starts.
  package var union: NavigationGraph {
    let baseRoots = Set(base.effectiveRoots)
    let lost = Set(reachability.filter(\.isLost).map(\.feature))
    return NavigationGraph(
      roots: head.effectiveRoots.filter { !lost.contains($0) }
        + removedFeatures.map(\.name).filter(baseRoots.contains),
      features: head.features + removedFeatures,
      edges: head.edges + removedEdges
    ).sorted()
  }

  /// The names (features, enum reducers, leaves) a change is about: changed features, and
  /// both ends and the enum of every changed edge.
  package var changedNames: Set<String> {
    var names = Set<String>()
    names.formUnion(addedFeatures.map(\.name))
    names.formUnion(removedFeatures.map(\.name))
    names.formUnion(renamedFeatures.map(\.to))
    names.formUnion(changedFeatures.map(\.name))
    names.formUnion(reachability.map(\.feature))
    for edge in changedEdges {
      names.insert(edge.from)
      names.insert(edge.to)
      if let via = edge.via { names.insert(via) }
    }
    return names
  }

  /// The changed edges as the union graph has them (restyled and rekinded ones as they are
  /// now), without locations.
  package var changedEdges: Set<Edge> {
    Set(
      (addedEdges + removedEdges + restyledEdges.map(\.after) + rekindedEdges.map(\.after))
        .map(\.withoutLocation))
  }

  /// The part of `union` a change is about, with `context` more edges around it (both ways,
  /// every kind): the changed features and edges, the features within `context` edges of
  /// them, and every edge between those. With `context` 0, only what changed and the edges
  /// among it. Roots are the union's.
  package func changedNeighbourhood(context: Int) -> NavigationGraph {
    let union = self.union
    let changed = changedEdges
    let featureNames = Set(union.features.map(\.name))
    var distance: [String: Int] = [:]
    for name in changedNames { distance[name] = 0 }
    var neighbours: [String: Set<String>] = [:]
    for edge in union.edges {
      let ends = [edge.from, edge.via, edge.to].compactMap { $0 }.filter(featureNames.contains)
      for end in ends { neighbours[end, default: []].formUnion(ends.filter { $0 != end }) }
    }
    var frontier = distance.keys.sorted()
    for step in stride(from: 1, through: context, by: 1) {
      var next: [String] = []
      for name in frontier {
        for neighbour in (neighbours[name] ?? []).sorted() where distance[neighbour] == nil {
          distance[neighbour] = step
          next.append(neighbour)
        }
      }
      frontier = next
    }
    let edges = union.edges.filter { edge in
      if changed.contains(edge.withoutLocation) { return true }
      let ends = [edge.from, edge.via, edge.to].compactMap { $0 }.filter(featureNames.contains)
      guard ends.allSatisfy({ distance[$0] != nil }) else { return false }
      // A leaf (an alert, plain data) is one step further out than its owner.
      return featureNames.contains(edge.to) || (distance[edge.from] ?? context) < context
    }
    var kept = Set(distance.keys)
    for edge in edges {
      kept.insert(edge.from)
      if let via = edge.via { kept.insert(via) }
      if featureNames.contains(edge.to) { kept.insert(edge.to) }
    }
    return NavigationGraph(
      roots: union.roots.filter(kept.contains),
      features: union.features.filter { kept.contains($0.name) },
      edges: edges)
  }
}
