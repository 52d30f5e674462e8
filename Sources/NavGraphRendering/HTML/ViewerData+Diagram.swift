import NavGraphCore

extension ViewerData {
  /// The viewer's data for a diagram, with ids matching the SVG that `DiagramGraphvizBuilder`
  /// drew with `elementIDs` on.
  /// An overlay's tooltip lines (what a diff changed) become each node's and link's notes.
  init(_ diagram: Diagram, sourceURLPrefix: String?, overlay: DiagramOverlay = DiagramOverlay()) {
    func url(_ location: SourceLocation?) -> String? {
      guard let prefix = sourceURLPrefix, let location else { return nil }
      return SourceLinks.absoluteLink(prefix: prefix, to: location)
    }
    func items(_ findings: [Finding]) -> [FindingItem] {
      findings.map {
        FindingItem(rule: $0.rule, severity: $0.severity.rawValue, message: $0.message,
                    location: $0.location?.description)
      }
    }
    nodes = diagram.nodes.map { node in
      var cases: [String]?
      if case .enumReducer(let names) = node.role { cases = names }
      return Node(
        id: DiagramGraphvizBuilder.elementID(node: node.id), name: node.name, role: node.nodeClass,
        module: node.module, cases: cases, location: node.location?.description,
        url: url(node.location), findings: items(node.findings), isFocus: node.isFocus,
        notes: Self.notes(overlay.nodes[node.name]?.tooltip))
    }
    links = diagram.links.enumerated().map { index, link in
      Link(
        id: DiagramGraphvizBuilder.elementID(link: index),
        from: DiagramGraphvizBuilder.elementID(node: link.from),
        to: DiagramGraphvizBuilder.elementID(node: link.to),
        kind: link.kind.rawValue, field: link.edge?.field ?? link.label,
        via: link.edge?.via, case: link.edge?.case, style: link.edge?.style?.rawValue,
        location: link.location?.description, url: url(link.location),
        findings: items(link.findings),
        notes: Self.notes(link.edge.flatMap { overlay.links[$0] }?.tooltip))
    }
  }

  /// `nil` rather than an empty list, so pages without an overlay stay as they were.
  private static func notes(_ lines: [String]?) -> [String]? {
    guard let lines, !lines.isEmpty else { return nil }
    return lines
  }
}
