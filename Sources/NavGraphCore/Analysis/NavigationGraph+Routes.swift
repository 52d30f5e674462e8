extension NavigationGraph {
  /// The shortest routes from a root to `name`, which is a feature (`SyncUpForm`) or a case of
  /// an enum reducer (`SyncUpDetail.Destination.edit`), also spelled through its owner
  /// (`SyncUpDetail.edit`), or a plain presentation field (`Inventory.alert`).
  ///
  /// One route per edge that shows the target (a feature pushed by one case and presented by
  /// another has two), each the shortest from any root; shorter routes first.
  package func shortestRoutes(to name: String) throws(UnknownDestination) -> [NavigationRoute] {
    let tree = ShortestRouteTree(self)
    let targets = try targetEdges(named: name)
    if targets.isEmpty {
      // A feature nothing shows: a root is its own route, anything else has none.
      return tree.route(to: name).map { [$0] } ?? []
    }
    var routes = Set<NavigationRoute>()
    for edge in targets {
      if let route = tree.route(through: edge) { routes.insert(route) }
    }
    return routes.sorted(by: NavigationRoute.shorterFirst)
  }

  /// A shortest route to every destination: each case of an enum reducer and each
  /// presentation or stack field that some root reaches, in canonical edge order.
  package func shortestRoutesToEveryDestination() -> [NavigationRoute] {
    let tree = ShortestRouteTree(self)
    var seen = Set<NavigationRoute>()
    var routes: [NavigationRoute] = []
    for edge in edges.sorted() where edge.kind.isNavigation {
      if let route = tree.route(through: edge), seen.insert(route).inserted {
        routes.append(route)
      }
    }
    return routes
  }

  /// The edges that show `name`; empty when `name` is a feature that nothing shows.
  func targetEdges(named name: String) throws(UnknownDestination) -> [Edge] {
    if feature(named: name) != nil {
      return edges.filter { $0.to == name }.sorted()
    }
    // A case is named after its enum or its owner, by its whole case path when it is inside
    // a group (`App.Path.articles.article`).
    let found = edges.filter { edge in
      if let casePath = edge.case {
        return [edge.via, edge.from].contains { $0.map { "\($0).\(casePath)" } == name }
      }
      return edge.field.map { "\(edge.from).\($0)" } == name
    }
    if !found.isEmpty { return found.sorted() }
    throw UnknownDestination(name: name, suggestions: suggestions(for: name))
  }

  /// Destinations and features whose last name component matches the last one of `name`,
  /// ignoring case: what a user most likely meant.
  private func suggestions(for name: String) -> [String] {
    let wanted = (name.split(separator: ".").last.map(String.init) ?? name).lowercased()
    var names = Set<String>()
    for feature in features where feature.shortName.lowercased() == wanted {
      names.insert(feature.name)
    }
    for edge in edges {
      if let via = edge.via, let name = edge.case, name.lowercased() == wanted {
        names.insert("\(via).\(name)")
      } else if edge.via == nil, let field = edge.field, field.lowercased() == wanted {
        names.insert("\(edge.from).\(field)")
      }
    }
    return Array(names.sorted().prefix(5))
  }
}

extension NavigationRoute {
  /// Fewer steps first, then by root and edges, so output order never depends on hashing.
  static func shorterFirst(_ lhs: NavigationRoute, _ rhs: NavigationRoute) -> Bool {
    if lhs.edges.count != rhs.edges.count { return lhs.edges.count < rhs.edges.count }
    if lhs.root != rhs.root { return lhs.root < rhs.root }
    return lhs.edges.lexicographicallyPrecedes(rhs.edges)
  }
}

/// Breadth-first from every root at once, over every kind of edge (a root reaches a tab's
/// stack through `scope`): for each feature, the last edge of one shortest route to it. Roots
/// are visited in name order and edges in canonical order, so ties always break the same way.
struct ShortestRouteTree {
  private var parent: [String: Edge] = [:]
  private var rootOf: [String: String] = [:]
  private let declared: Set<String>

  init(_ graph: NavigationGraph) {
    let index = GraphIndex(graph, edgeOrder: .canonical)
    declared = index.declared
    var queue = Array(Set(graph.roots.isEmpty ? graph.computedRoots() : graph.roots))
      .filter(declared.contains).sorted()
    for root in queue { rootOf[root] = root }
    var head = 0
    while head < queue.count {
      let name = queue[head]
      head += 1
      for edge in index.edges(from: name)
      where declared.contains(edge.to) && rootOf[edge.to] == nil {
        rootOf[edge.to] = rootOf[name]
        parent[edge.to] = edge
        queue.append(edge.to)
      }
    }
  }

  /// The shortest route to a feature, `nil` when no root reaches it.
  func route(to feature: String) -> NavigationRoute? {
    guard let root = rootOf[feature] else { return nil }
    var edges: [Edge] = []
    var current = feature
    while let edge = parent[current] {
      edges.append(edge)
      current = edge.from
    }
    return NavigationRoute(root: root, edges: edges.reversed())
  }

  /// The shortest route to `edge.from`, then `edge`.
  func route(through edge: Edge) -> NavigationRoute? {
    guard var route = route(to: edge.from) else { return nil }
    route.edges.append(edge)
    route.endsAtFeature = declared.contains(edge.to)
    return route
  }
}
