import NavGraphCore

/// The features a picture leaves out unless asked (`RenderOptions.includeIsolated`): those in
/// a part of the app where nothing navigates — no presentation, destination, stack, alert or
/// dialog edge joins them, directly or through the `Scope`s and `forEach`es around them. On a
/// big app they are helper reducers (sound, haptics, game logic) that would otherwise stand in
/// a column of unconnected boxes beside the navigation the reader came to see. The legend
/// counts them, so nothing vanishes silently.
///
/// A feature composed into a navigating parent stays (an app root that only scopes its tabs
/// is where their navigation starts). Always kept too: the app's entry points (a feature a
/// `Store` starts from may navigate nowhere yet), the `--root` and `--focus` features the
/// picture is about, and everything when leaving them out would leave nothing to draw.
struct IsolatedFeatures {
  /// The graph without them, and without the composition edges between them.
  private(set) var remaining: NavigationGraph
  /// The names of those left out.
  private(set) var names: Set<String> = []
  var count: Int { names.count }

  /// Nothing left out.
  static let none = IsolatedFeatures(remaining: NavigationGraph())

  private init(remaining: NavigationGraph) {
    self.remaining = remaining
  }

  init(_ graph: NavigationGraph, options: RenderOptions) {
    remaining = graph
    guard !options.includeIsolated, !graph.features.isEmpty else { return }
    var parts = Parts()
    for edge in graph.edges {
      parts.join(edge.from, edge.to)
      if let via = edge.via { parts.join(edge.from, via) }
    }
    var kept = Set<Int>()
    for edge in graph.edges where edge.kind.isNavigation { kept.insert(parts.part(of: edge.from)) }
    let always = options.alwaysDrawn.union(options.entryPoints)
      .union([options.root, options.focus].compactMap { $0 })
    for name in always { kept.insert(parts.part(of: name)) }
    let hidden = graph.features.map(\.name).filter { !kept.contains(parts.part(of: $0)) }
    guard !hidden.isEmpty, hidden.count < graph.features.count else { return }
    names = Set(hidden)
    remaining.features.removeAll { names.contains($0.name) }
    remaining.edges.removeAll { names.contains($0.from) }
  }

  /// The legend's line about them, or `nil` when none was left out.
  var legendText: String? {
    switch count {
    case 0: nil
    case 1: "1 feature without navigation not drawn: --include-isolated shows it"
    default: "\(count) features without navigation not drawn: --include-isolated shows them"
    }
  }

  /// The connected parts of the graph, over every edge (union-find by name).
  private struct Parts {
    private var index: [String: Int] = [:]
    private var parent: [Int] = []

    mutating func part(of name: String) -> Int {
      var node = id(name)
      while parent[node] != node {
        parent[node] = parent[parent[node]]
        node = parent[node]
      }
      return node
    }

    mutating func join(_ a: String, _ b: String) {
      let (rootA, rootB) = (part(of: a), part(of: b))
      if rootA != rootB { parent[max(rootA, rootB)] = min(rootA, rootB) }
    }

    private mutating func id(_ name: String) -> Int {
      if let known = index[name] { return known }
      index[name] = parent.count
      parent.append(parent.count)
      return parent.count - 1
    }
  }
}
