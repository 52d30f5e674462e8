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
  let graph: NavigationGraph
  let root: String

  func feature(for issue: RuntimeIssue, before: [NavigationStateNode]) -> String {
    if let location = issue.location, let declared = declaringFeature(of: location) {
      return declared
    }
    if let front = NavigationStateNode.flatten(before).last,
      let target = front.to ?? edgeTarget(of: front), graph.feature(named: target) != nil
    {
      return target
    }
    return root
  }

  private func declaringFeature(of location: SourceLocation) -> String? {
    let line = location.line ?? Int.max
    return graph.features
      .filter { $0.kind != .enum }
      .compactMap { feature -> (Int, String)? in
        guard let declared = feature.location, Self.sameFile(declared.file, location.file),
          let declaredLine = declared.line, declaredLine <= line
        else { return nil }
        return (declaredLine, feature.name)
      }
      .max { $0 < $1 }?.1
  }

  private func edgeTarget(of node: NavigationStateNode) -> String? {
    guard case .success(let edge) = TraceMatcher(graph: graph).edge(for: EdgeReference(node))
    else { return nil }
    return edge.to
  }

  static func sameFile(_ lhs: String, _ rhs: String) -> Bool {
    let left = lhs.split(separator: "/"), right = rhs.split(separator: "/")
    let count = min(left.count, right.count)
    return count > 0 && left.suffix(count) == right.suffix(count)
  }
}
