/// Cuts the tree a `CompositionSpine` reaches every feature through into flows (see
/// `FeatureGroups`): each feature is assigned the name of the feature at the top of its flow.
struct FlowCutter {
  private let names: [String]
  private let children: [String: [String]]
  private let tops: [String]
  private let limits: FeatureGroups.Limits
  /// Enum reducers between an owner and its cases: they go with their owner and count for
  /// nothing, as a picture draws them beside it.
  private let vias: Set<String>

  init(names: [String], tree: [String: Edge], vias: Set<String>, limits: FeatureGroups.Limits) {
    self.names = names
    self.limits = limits
    self.vias = vias
    var children: [String: [String]] = [:]
    for name in names {
      guard let parent = tree[name]?.from else { continue }
      children[parent, default: []].append(name)
    }
    self.children = children
    tops = names.filter { tree[$0] == nil }
  }

  func cut() -> [String: String] {
    var members: [String: Set<String>] = [:]
    for top in tops { members[top] = subtree(of: top, within: nil) }
    var settled = Set<String>()
    while true {
      let open = members.filter {
        size($0.value) > limits.readableSize && !settled.contains($0.key)
      }
      // The largest first (then by name).
      guard
        let (top, inside) = open.min(by: { (size($1.value), $0.key) < (size($0.value), $1.key) })
      else { break }
      settled.insert(top)
      let flows = (children[top] ?? []).filter { inside.contains($0) }
        .map { ($0, subtree(of: $0, within: inside)) }
        .filter { size($0.1) >= limits.smallestFlow }
      guard !flows.isEmpty, members.count + flows.count <= limits.maxGroups else { continue }
      for (child, flow) in flows {
        members[child] = flow
        members[top]!.subtract(flow)
      }
    }
    var assignment: [String: String] = [:]
    for (top, inside) in members {
      for name in inside { assignment[name] = top }
    }
    return assignment
  }

  private func size(_ members: Set<String>) -> Int { members.count { !vias.contains($0) } }

  /// `top` and everything below it in the tree, inside `group` when given.
  private func subtree(of top: String, within group: Set<String>?) -> Set<String> {
    var seen: Set<String> = [top]
    var stack = [top]
    while let name = stack.popLast() {
      for child in children[name] ?? [] where group?.contains(child) ?? true {
        if seen.insert(child).inserted { stack.append(child) }
      }
    }
    return seen
  }
}
