import NavGraphCore

/// How an overview's link counts the edges it stands for: `3 presentations, 1 push`.
enum EdgeCountWording {
  /// Every kind among `edges`, counted, in `LinkKind`'s order: a link's label and tooltip.
  static func summary(_ edges: [Edge]) -> String {
    let counts = counts(edges)
    return LinkKind.allCases.compactMap { kind in counts[kind].map { phrase($0, kind) } }
      .joined(separator: ", ")
  }

  static func counts(_ edges: [Edge]) -> [LinkKind: Int] {
    var counts: [LinkKind: Int] = [:]
    for edge in edges { counts[LinkKind(edge), default: 0] += 1 }
    return counts
  }

  static func phrase(_ count: Int, _ kind: LinkKind) -> String {
    let (one, many) = nouns(kind)
    return "\(count) \(count == 1 ? one : many)"
  }

  private static func nouns(_ kind: LinkKind) -> (String, String) {
    switch kind {
    case .presentation: ("presentation", "presentations")
    case .destination: ("destination", "destinations")
    case .stack: ("push", "pushes")
    case .alert: ("alert", "alerts")
    case .dialog: ("dialog", "dialogs")
    case .screenSwitch: ("switch", "switches")
    case .scope: ("Scope", "Scopes")
    case .collection: ("forEach", "forEach")
    }
  }
}
