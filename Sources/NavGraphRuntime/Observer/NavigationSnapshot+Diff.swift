extension NavigationSnapshot {
  /// The presentation and stack changes from the state `before` was taken of to the one `after`
  /// was taken of: the changes ``NavigationDiff`` finds walking the two states, in its order.
  package static func changes(from before: NavigationSnapshot, to after: NavigationSnapshot)
    -> [NavigationChange]
  {
    var changes: [NavigationChange] = []
    var steps: [PathStep] = []
    walk(before, after, at: &steps, into: &changes)
    return changes
  }

  /// One step of the walk's position below the root; the steps are named as a state path only
  /// for a change. (A `() -> String` closure per level, as ``NavigationDiff`` passes, made the
  /// optimizer's closure specialization run away on this mutually recursive walk, multiplying
  /// the release build's time.)
  private enum PathStep {
    case field(String)
    case element(StackElementID)
    case row(AnyHashable)
  }

  private static func statePath(_ steps: [PathStep]) -> String {
    steps.reduce(into: "") { path, step in
      switch step {
      case let .field(label): path = fieldPath(path, label)
      case let .element(id): path = "\(path).\(id.debugDescription)"
      case let .row(id): path = rowStatePath(path, id: id)
      }
    }
  }

  /// ``NavigationDiff``'s walk, step for step, over snapshots. One side is nil where a row
  /// appeared or went away; the other side's kind decides, as the value's shape does there.
  private static func walk(
    _ before: NavigationSnapshot?, _ after: NavigationSnapshot?, at steps: inout [PathStep],
    into changes: inout [NavigationChange]
  ) {
    guard let sample = before ?? after else { return }
    switch sample {
    case .presentation:
      let old = before?.presented ?? nil
      let new = after?.presented ?? nil
      if old?.identity != new?.identity {
        if let old { changes.append(change(.dismissed, statePath(steps), old.name, nil)) }
        if let new { changes.append(change(.presented, statePath(steps), new.name, nil)) }
      }
      if let old, let new, old.identity == new.identity {
        walk(old.payload, new.payload, at: &steps, into: &changes)
      }
    case .stack:
      walkStacks(before?.elements ?? [], after?.elements ?? [], at: &steps, into: &changes)
    case .rows:
      let old = before?.rows ?? []
      let new = after?.rows ?? []
      let newByID = Dictionary(new.map { ($0.id, $0.row) }, uniquingKeysWith: { first, _ in first })
      let oldIDs = Set(old.map(\.id))
      // Rows still there or gone, in the old order; then the new ones, in theirs.
      let visits: [(AnyHashable, NavigationSnapshot?, NavigationSnapshot?)] =
        old.map { ($0.id, $0.row, newByID[$0.id]) }
        + new.filter { !oldIDs.contains($0.id) }.map { ($0.id, nil, $0.row) }
      for (id, before, after) in visits {
        steps.append(.row(id))
        walk(before, after, at: &steps, into: &changes)
        steps.removeLast()
      }
    case let .layout(type, fields):
      // Corresponding values of one static type have one layout (no existential in between).
      let old = before?.fields(ofLayout: type)
      let new = after?.fields(ofLayout: type)
      for (index, field) in fields.enumerated() {
        steps.append(.field(field.label))
        walk(old?[index].value, new?[index].value, at: &steps, into: &changes)
        steps.removeLast()
      }
    case let .mirror(type, children):
      let old = before?.children(ofType: type)
      let new = after?.children(ofType: type)
      for (index, child) in children.enumerated() {
        steps.append(.field(child.label))
        walk(
          old.flatMap { index < $0.count ? $0[index].value : nil },
          new.flatMap { index < $0.count ? $0[index].value : nil }, at: &steps, into: &changes)
        steps.removeLast()
      }
    case .opaque:
      return
    }
  }

  private static func walkStacks(
    _ old: [Element], _ new: [Element], at steps: inout [PathStep],
    into changes: inout [NavigationChange]
  ) {
    // The same ids in the same order (most steps): pair the elements by position.
    if old.count == new.count, zip(old, new).allSatisfy({ $0.id == $1.id }) {
      for (previous, element) in zip(old, new) {
        steps.append(.element(element.id))
        walk(previous.payload, element.payload, at: &steps, into: &changes)
        steps.removeLast()
      }
      return
    }
    let newIDs = Set(new.map(\.id))
    let oldIDs = Set(old.map(\.id))
    for element in old where !newIDs.contains(element.id) {
      changes.append(change(.popped, statePath(steps), element.name, element.id))
    }
    for element in new where !oldIDs.contains(element.id) {
      changes.append(change(.pushed, statePath(steps), element.name, element.id))
    }
    let oldByID = Dictionary(uniqueKeysWithValues: old.map { ($0.id, $0) })
    for element in new {
      if let previous = oldByID[element.id] {
        steps.append(.element(element.id))
        walk(previous.payload, element.payload, at: &steps, into: &changes)
        steps.removeLast()
      }
    }
  }

  private static func fieldPath(_ prefix: String, _ label: String) -> String {
    prefix.isEmpty ? label : "\(prefix).\(label)"
  }

  private static func change(
    _ kind: NavigationChange.Kind, _ path: String, _ name: NavigationDiff.Name,
    _ id: StackElementID?
  ) -> NavigationChange {
    NavigationChange(
      kind: kind, statePath: path, feature: name.feature, caseName: name.caseName, id: id)
  }

  /// What this presentation state presents; nil (not a presentation) for other kinds, as a
  /// failed cast is in the diff.
  private var presented: Presented?? {
    if case let .presentation(presented) = self { return presented }
    return nil
  }

  private var elements: [Element]? {
    if case let .stack(elements) = self { return elements }
    return nil
  }

  private var rows: [Row]? {
    if case let .rows(rows) = self { return rows }
    return nil
  }

  private func fields(ofLayout type: ObjectIdentifier) -> [Child]? {
    if case let .layout(own, fields) = self, own == type { return fields }
    return nil
  }

  private func children(ofType type: ObjectIdentifier) -> [Child]? {
    if case let .mirror(own, children) = self, own == type { return children }
    return nil
  }
}
