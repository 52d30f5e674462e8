/// Decides which feature a runtime issue is drawn beside.
///
/// 1. The feature declared in the issue's file, nearest above the issue's line: the warning
///    points at the user's `.ifLet`/`.forEach`/`send`, inside that feature's body. Enum
///    reducers are skipped: they are declared inside their owner, above its body.
/// 2. Else the screen in front when the action was sent: the last, deepest child of the
///    step's `before` state.
/// 3. Else the root.
///
/// Files match when one path ends with the other, whole components at a time, so a graph
/// scanned from `Sources/` and an issue's `Module/File.swift` fileID agree.
struct IssueLocator {
  let matcher: TraceMatcher
  let root: String
  /// Struct and class features with a known declaration line, the candidates of rule 1.
  private let declarations: [(location: SourceLocation, line: Int, name: String)]

  init(matcher: TraceMatcher, root: String) {
    self.matcher = matcher
    self.root = root
    declarations = matcher.graph.features.compactMap { feature in
      guard feature.kind != .enum, let location = feature.location, let line = location.line
      else { return nil }
      return (location, line, feature.name)
    }
  }

  func feature(for issue: RuntimeIssue, before: [NavigationStateNode]) -> String {
    if let location = issue.location, let declared = declaringFeature(of: location) {
      return declared
    }
    if let front = NavigationStateNode.flatten(before).last,
      let target = front.to ?? edgeTarget(of: front),
      matcher.graph.feature(named: target) != nil
    {
      return target
    }
    return root
  }

  private func declaringFeature(of location: SourceLocation) -> String? {
    let line = location.line ?? Int.max
    return declarations
      .filter { $0.line <= line && Self.sameFile($0.location.file, location.file) }
      .map { ($0.line, $0.name) }
      .max { $0 < $1 }?.1
  }

  private func edgeTarget(of node: NavigationStateNode) -> String? {
    guard case .success(let edge) = matcher.edge(for: EdgeReference(node))
    else { return nil }
    return edge.to
  }

  static func sameFile(_ lhs: String, _ rhs: String) -> Bool {
    let left = lhs.split(separator: "/"), right = rhs.split(separator: "/")
    let count = min(left.count, right.count)
    return count > 0 && left.suffix(count) == right.suffix(count)
  }
}
