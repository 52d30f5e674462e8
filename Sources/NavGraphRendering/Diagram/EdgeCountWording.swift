/// How an overview's link counts the edges it stands for: `3 presentations, 1 push`.
enum EdgeCountWording {
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
