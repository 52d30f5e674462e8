import NavGraphCore

/// Whether a picture draws the lint findings its graph carries (`render --lint`): the nodes
/// and links they are about in red, each finding in their tooltip and panel. Each renderer
/// asks for it: the pictures of a graph draw them; a trace, coverage or diff picture does
/// not, for its red already says something else (a runtime issue, an unvisited edge).
enum LintOverlay: Sendable {
  case drawn
  case hidden

  /// The findings a picture looks up for each node and link it draws.
  func index(_ findings: [Finding]) -> FindingIndex {
    FindingIndex(self == .drawn ? findings : [])
  }
}
