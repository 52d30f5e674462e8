/// Pairs the edges of the two sides (`base` already in `head`'s names), ignoring source
/// locations; an edge declared twice counts once. In order:
/// 1. equal edges are unchanged;
/// 2. edges equal but for their style are restyled (`sheet` → `navigationDestination`);
/// 3. of the rest, an edge from the same owner to the same target with another kind is the
///    same navigation changed in kind (an optional child moved into a `Destination` enum);
/// 4. what is left was removed or added.
struct EdgeMatching {
  struct Result {
    var added: [Edge] = []
    var removed: [Edge] = []
    var restyled: [EdgeChange] = []
    var rekinded: [EdgeChange] = []
  }

  private struct Ends: Hashable {
    var from: String
    var to: String
  }

  static func match(base: [Edge], head: [Edge]) -> Result {
    let before = distinct(base), after = distinct(head)
    let afterKeys = Set(after.map(\.withoutLocation))
    let beforeKeys = Set(before.map(\.withoutLocation))
    var removed = before.filter { !afterKeys.contains($0.withoutLocation) }
    var added = after.filter { !beforeKeys.contains($0.withoutLocation) }
    var result = Result()

    var addedByStyleless = Dictionary(grouping: added.indices) { added[$0].withoutStyle }
    var pairedAdded = Set<Int>(), pairedRemoved = Set<Int>()
    for (index, edge) in removed.enumerated() {
      guard var candidates = addedByStyleless[edge.withoutStyle], !candidates.isEmpty else {
        continue
      }
      let partner = candidates.removeFirst()
      addedByStyleless[edge.withoutStyle] = candidates
      result.restyled.append(EdgeChange(before: edge, after: added[partner]))
      pairedAdded.insert(partner)
      pairedRemoved.insert(index)
    }
    removed = removed.indices.filter { !pairedRemoved.contains($0) }.map { removed[$0] }
    added = added.indices.filter { !pairedAdded.contains($0) }.map { added[$0] }

    var addedByEnds = Dictionary(grouping: added.indices) {
      Ends(from: added[$0].from, to: added[$0].to)
    }
    pairedAdded = []
    pairedRemoved = []
    for (index, edge) in removed.enumerated() {
      let ends = Ends(from: edge.from, to: edge.to)
      guard var candidates = addedByEnds[ends],
        let position = candidates.firstIndex(where: { added[$0].kind != edge.kind })
      else { continue }
      let partner = candidates.remove(at: position)
      addedByEnds[ends] = candidates
      result.rekinded.append(EdgeChange(before: edge, after: added[partner]))
      pairedAdded.insert(partner)
      pairedRemoved.insert(index)
    }
    result.removed = removed.indices.filter { !pairedRemoved.contains($0) }.map { removed[$0] }
    result.added = added.indices.filter { !pairedAdded.contains($0) }.map { added[$0] }
    result.restyled.sort()
    result.rekinded.sort()
    return result
  }

  /// The edges in canonical order, one per location-free edge (the first).
  private static func distinct(_ edges: [Edge]) -> [Edge] {
    var seen = Set<Edge>()
    return edges.sorted().filter { seen.insert($0.withoutLocation).inserted }
  }
}

extension Edge {
  /// The edge without its source location: what a diff compares.
  package var withoutLocation: Edge {
    var edge = self
    edge.location = nil
    return edge
  }

  /// Without location and style: edges equal in this are one edge restyled.
  var withoutStyle: Edge {
    var edge = withoutLocation
    edge.style = nil
    return edge
  }
}
