import NavGraphCore

/// A graph too large for one Mermaid diagram, drawn as several that each fit `MermaidLimits`.
///
/// Each feature belongs to one diagram, which draws it with every edge it leaves, so every
/// edge is drawn exactly once; a target that belongs to another diagram appears there under
/// its own name, which is how the diagrams connect. Features go to the first root (in name
/// order) that reaches them — one diagram per root — and the features no root reaches to one
/// more group. A group that is still too large is split by module (whole modules packed, in
/// name order, into as few diagrams as fit), then into halves in name order, until each part
/// fits (a single feature is drawn whatever its size).
struct MermaidSplit {
  struct Part {
    var title: String
    var text: MermaidRenderer.Text
  }

  private(set) var parts: [Part] = []
  private let whole: MermaidRenderer.Text
  private let limits: MermaidLimits
  /// A line for the reader above the parts (features left out of every part), if any.
  private let note: String?

  init(
    graph: NavigationGraph, whole: MermaidRenderer.Text, renderer: MermaidRenderer,
    options: RenderOptions, note: String? = nil
  ) throws(NavGraphError) {
    self.whole = whole
    self.limits = renderer.limits
    self.note = note
    let index = GraphIndex(graph, edgeOrder: .canonical)
    let declared = index.declared
    // Enum reducers are drawn inside the diagram of the feature holding them.
    let between = Set(graph.edges.compactMap(\.via))
    var owner: [String: Int] = [:]
    var groups: [(title: String, members: [String])] = []
    let roots = Set(graph.roots.isEmpty ? graph.computedRoots() : graph.roots)
    for root in roots.filter(declared.contains).sorted() where owner[root] == nil {
      let reached = index.walk(from: [root]) { edge in
        edge.reachedNames.filter { declared.contains($0) && owner[$0] == nil }
      }
      for name in reached { owner[name] = groups.count }
      groups.append(("root \(root)", reached.filter { !between.contains($0) }.sorted()))
    }
    let rest = graph.features.map(\.name).filter { owner[$0] == nil && !between.contains($0) }
    if !rest.isEmpty { groups.append(("features no root reaches", rest.sorted())) }

    let modules = Dictionary(
      graph.features.map { ($0.name, $0.module ?? "") }, uniquingKeysWith: { first, _ in first })
    for group in groups {
      try add(group.members, title: group.title, byModule: true, graph: graph,
              index: index, modules: modules, renderer: renderer, options: options)
    }
  }

  /// Adds `members` as one part if it fits, else splits it (by module first, then in halves).
  private mutating func add(
    _ members: [String], title: String, byModule: Bool, graph: NavigationGraph,
    index: GraphIndex, modules: [String: String], renderer: MermaidRenderer,
    options: RenderOptions
  ) throws(NavGraphError) {
    let text = try renderer.diagram(
      Self.subgraph(members, of: graph, index: index), options: options)
    if limits.allows(text) || members.count == 1 {
      parts.append(Part(title: title, text: text))
      return
    }
    let byModuleName = Dictionary(grouping: members) { modules[$0] ?? "" }
    if byModule && byModuleName.count > 1 {
      // Whole modules, packed in name order into as few diagrams as fit.
      var packed: [String] = []
      var names: [String] = []
      func flush() throws(NavGraphError) {
        guard !packed.isEmpty else { return }
        let label =
          names.count == 1 ? "module \(names[0])" : "modules \(names.joined(separator: ", "))"
        try add(packed.sorted(), title: "\(title), \(label)", byModule: false, graph: graph,
                index: index, modules: modules, renderer: renderer, options: options)
        packed = []
        names = []
      }
      for module in byModuleName.keys.sorted() {
        let candidate = packed + byModuleName[module]!
        let fits = limits.allows(try renderer.diagram(
          Self.subgraph(candidate.sorted(), of: graph, index: index), options: options))
        if !fits { try flush() }
        packed += byModuleName[module]!
        names.append(module.isEmpty ? "(none)" : module)
      }
      try flush()
      return
    }
    let half = members.count / 2
    for (number, slice) in [members[..<half], members[half...]].enumerated() {
      try add(Array(slice), title: "\(title), \(number == 0 ? "first" : "second") half",
              byModule: false, graph: graph, index: index, modules: modules,
              renderer: renderer, options: options)
    }
  }

  /// The members, the edges they leave, and what those edges reach or go through.
  private static func subgraph(
    _ members: [String], of graph: NavigationGraph, index: GraphIndex
  ) -> NavigationGraph {
    let owned = Set(members)
    let edges = members.flatMap(index.edges(from:))
    var shown = owned
    for edge in edges {
      shown.insert(edge.to)
      if let via = edge.via { shown.insert(via) }
    }
    return NavigationGraph(
      roots: graph.roots.filter(owned.contains),
      features: graph.features.filter { shown.contains($0.name) },
      edges: edges,
      findings: graph.findings.filter { $0.feature.map(shown.contains) ?? false })
  }

  /// Markdown: a comment saying why and how the graph was split, then one `mermaid` block per
  /// part under a bold title. Mermaid's CLI renders every block of such a file, and GitHub
  /// shows each one.
  var markdown: String {
    var text = "<!-- navviz: \(reason) -->\n"
    if let note { text += "\n*\(note)*\n" }
    for (index, part) in parts.enumerated() {
      text += "\n**\(MermaidText.escape(part.title))** (diagram \(index + 1) of \(parts.count))\n"
      text += "\n```mermaid\n\(part.text.text)```\n"
    }
    return text
  }

  /// Why the output is split, with the sizes, for the comment and for the CLI's note.
  var reason: String {
    "this navigation graph is too large for one Mermaid diagram (\(whole.text.utf16.count) "
      + "characters and \(whole.links) links; Mermaid, as GitHub runs it, draws at most "
      + "\(limits.maxTextSize) characters and \(limits.maxEdges) links per diagram), so it is "
      + "split into \(parts.count) diagrams: one per root, then by module and in halves where "
      + "a part is still too large. Each edge is drawn once, in the diagram of the feature it "
      + "leaves; a feature drawn in another diagram appears under the same name."
  }
}
