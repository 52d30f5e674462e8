/// Alert and dialog edges end at a leaf named after the type that describes the prompt:
/// `AlertState` in TCA 1.x, the `Prompt` feature's own type in 2.0 (`NotesList.DeleteAlert`),
/// or whatever a team's helper returns. Which type spells the prompt is not navigation, so a
/// diff pairs such an edge of `base` with the one of `head` that leaves the same owner, enum
/// and case with the same kind, and reads it in `head`'s target name. A migration from
/// `AlertState` to a `Prompt` then compares equal; an alert that turned into a dialog is
/// still a kind change.
enum PromptTargets {
  /// The edge's place in its owner, everything but the target.
  private struct Slot: Hashable {
    var from: String
    var via: String?
    var `case`: String?
    var field: String?
    var kind: EdgeKind
  }

  /// `base` with its alert and dialog edges ending where `head`'s do.
  static func align(_ base: NavigationGraph, to head: NavigationGraph) -> NavigationGraph {
    let features = Set(head.features.map(\.name)).union(base.features.map(\.name))
    var targets: [Slot: Set<String>] = [:]
    for edge in head.edges where isPrompt(edge, features: features) {
      targets[slot(of: edge), default: []].insert(edge.to)
    }
    var aligned = base
    aligned.edges = base.edges.map { edge in
      // Only a slot with one target on the head side is unambiguous.
      guard isPrompt(edge, features: features),
        let candidates = targets[slot(of: edge)], candidates.count == 1,
        let target = candidates.first
      else { return edge }
      var edge = edge
      edge.to = target
      return edge
    }
    return aligned
  }

  private static func isPrompt(_ edge: Edge, features: Set<String>) -> Bool {
    edge.kind.promptKind != nil && !features.contains(edge.to)
  }

  private static func slot(of edge: Edge) -> Slot {
    Slot(from: edge.from, via: edge.via, case: edge.case, field: edge.field, kind: edge.kind)
  }
}
