/// The composition a picture draws beside navigation so that every feature hangs from an entry
/// point: for each feature no navigating edge (`Edge.navigates`) reaches from an entry point,
/// the `Scope`/`forEach` chain with the fewest composition edges from one. Composition that
/// connects nothing new is left out, so navigation stays the subject of the picture.
///
/// The chains form one tree over the features (`treeEdges`): each feature keeps the edge it
/// was first reached through. Features no entry point reaches at all (code nothing starts, or a
/// store built where the scan does not see it) are still joined to the top of their own part,
/// so a forgotten corner of the app reads as one piece, and are listed in `unconnected`.
package struct CompositionSpine: Sendable {
  /// The composition edges to draw, in canonical order.
  package let edges: [Edge]
  /// Features no entry point reaches through any edge, by name (enum reducers between an
  /// owner and its cases are left out: they are drawn with their owner).
  package let unconnected: [String]
  /// For each feature reached, the edge it was first reached through; entry points and the
  /// tops of unconnected parts have none.
  package let treeEdges: [String: Edge]
  /// The entry points no other entry point reaches: where the app starts, in the order given.
  /// (Of entry points that reach each other, the first.)
  package let topEntryPoints: [String]

  /// - Parameter entryPoints: features the app starts from, in the order a reader expects
  ///   them (source order); names the graph does not declare are ignored.
  package init(_ graph: NavigationGraph, entryPoints: [String]) {
    // An edge reaches the enum reducer it goes through too (a `Destination` whose only case
    // is an alert is reached through the alert's edge).
    let index = GraphIndex(graph, edgeOrder: .canonical)
    let names = index.declared
    var seen = Set<String>()
    let entries = entryPoints.filter { names.contains($0) && seen.insert($0).inserted }
    // From the entry points no other reaches: one reached from another (a tab a test or a
    // placeholder also builds a store for) hangs from it like any other feature.
    topEntryPoints = Self.tops(of: entries, index: index)
    var walk = Walk(index: index)
    walk.expand(from: topEntryPoints)
    let fromEntries = walk.reached
    // The rest, part by part: first from features nothing points at, then (parts that are
    // only cycles) from the smallest name left.
    let targets = Set(graph.edges.flatMap { Walk.targets(of: $0, in: names) })
    let tops = index.features.filter { !walk.reached.contains($0) && !targets.contains($0) }
    walk.expand(from: tops)
    for name in index.features where !walk.reached.contains(name) {
      walk.expand(from: [name])
    }
    // The top of a part that only leads into the reached app (an extension target scoping a
    // screen of the app) is joined to it by its first such edge.
    var attachments: [Edge] = []
    for top in tops {
      let into = index.edges(from: top).filter { edge in
        Walk.targets(of: edge, in: names).contains { fromEntries.contains($0) }
      }
      if !into.contains(where: \.navigates), let first = into.first { attachments.append(first) }
    }
    let vias = Set(graph.edges.compactMap(\.via))
    edges = Set(walk.tree.values.filter { !$0.navigates } + attachments).sorted()
    unconnected = index.features.filter { !fromEntries.contains($0) && !vias.contains($0) }
    treeEdges = walk.tree
  }

  /// The entries no other entry reaches (of entries that reach each other, the first).
  private static func tops(of entries: [String], index: GraphIndex) -> [String] {
    guard entries.count > 1 else { return entries }
    var successors: [String: [String]] = [:]
    for name in index.features {
      successors[name] = index.edges(from: name).flatMap {
        Walk.targets(of: $0, in: index.declared)
      }
    }
    // On the components' graph, one walk marks each component another entry reaches.
    let componentGraph = ComponentGraph(nodes: entries, successors: successors)
    let reached = componentGraph.entered(from: entries)
    var started = Set<Int>()
    return entries.filter { entry in
      let component = componentGraph.component(of: entry)
      return !reached.contains(component) && started.insert(component).inserted
    }
  }

  /// A walk that costs nothing along navigating edges and one per composition edge (a 0-1
  /// breadth-first search): each feature is reached through the fewest composition edges, and
  /// among those through the fewest steps, every tie broken by canonical edge order.
  private struct Walk {
    let index: GraphIndex
    private(set) var tree: [String: Edge] = [:]
    private(set) var reached = Set<String>()

    init(index: GraphIndex) {
      self.index = index
    }

    /// An edge reaches its target and the enum reducer it goes through.
    static func targets(of edge: Edge, in names: Set<String>) -> [String] {
      [edge.via, edge.to].compactMap { $0 }.filter(names.contains)
    }

    /// Reaches what `starts` reach that no earlier walk reached.
    mutating func expand(from starts: [String]) {
      var cost: [String: Int] = [:]
      var layer: [String] = []
      for start in starts where !reached.contains(start) && cost[start] == nil {
        cost[start] = 0
        layer.append(start)
      }
      var depth = 0
      while !layer.isEmpty {
        var next: [String] = []
        var position = 0
        while position < layer.count {
          let name = layer[position]
          position += 1
          guard cost[name] == depth else { continue }
          for edge in index.edges(from: name) {
            let step = edge.navigates ? 0 : 1
            for target in Self.targets(of: edge, in: index.declared)
            where !reached.contains(target) {
              if let known = cost[target], known <= depth + step { continue }
              cost[target] = depth + step
              tree[target] = edge
              if step == 0 { layer.append(target) } else { next.append(target) }
            }
          }
        }
        layer = next
        depth += 1
      }
      reached.formUnion(cost.keys)
    }
  }
}
