/// Finds presentation and stack changes between two states by walking them side by side: the
/// fields of each state type that can hold navigation (its ``StateLayout``, found once per type),
/// with `Mirror` only for what a layout cannot describe.
enum NavigationDiff {
  static func changes(from before: Any, to after: Any) -> [NavigationChange] {
    var changes: [NavigationChange] = []
    walk(before, after, path: { "" }, into: &changes)
    return changes
  }

  /// Walks `before` and `after` side by side. One of them is nil where a row appeared or went
  /// away: what that row presents then counts as presented or dismissed.
  ///
  /// `path` builds the dotted state path; it is only called for a change, so a step that
  /// changes no navigation builds no strings.
  private static func walk(
    _ before: Any?, _ after: Any?, path: () -> String, into changes: inout [NavigationChange]
  ) {
    guard let sample = before ?? after else { return }
    let shape = ValueShape.of(sample)
    if shape == .presentation {
      let old = (before as? any _PresentationStateReflecting)?.presentedValue
      let new = (after as? any _PresentationStateReflecting)?.presentedValue
      let oldID = old.map(identity)
      let newID = new.map(identity)
      if oldID != newID {
        if let old { changes.append(change(.dismissed, path(), old, nil)) }
        if let new { changes.append(change(.presented, path(), new, nil)) }
      }
      if let old, let new, oldID == newID {
        walk(payload(old), payload(new), path: path, into: &changes)
      }
      return
    }
    if shape == .stack {
      let old = (before as? any _StackStateReflecting)?.reflectedElements ?? []
      let new = (after as? any _StackStateReflecting)?.reflectedElements ?? []
      // The same ids in the same order (most steps): nothing pushed or popped; pair the
      // elements by position instead of building sets and a dictionary of them.
      if old.count == new.count, zip(old, new).allSatisfy({ $0.0 == $1.0 }) {
        for ((id, previous), (_, element)) in zip(old, new) {
          walk(
            payload(previous), payload(element), path: { "\(path()).\(id.debugDescription)" },
            into: &changes)
        }
        return
      }
      let newIDs = Set(new.map(\.0))
      let oldIDs = Set(old.map(\.0))
      for (id, element) in old where !newIDs.contains(id) {
        changes.append(change(.popped, path(), element, id))
      }
      for (id, element) in new where !oldIDs.contains(id) {
        changes.append(change(.pushed, path(), element, id))
      }
      let oldByID = Dictionary(uniqueKeysWithValues: old)
      for (id, element) in new {
        if let previous = oldByID[id] {
          walk(
            payload(previous), payload(element), path: { "\(path()).\(id.debugDescription)" },
            into: &changes)
        }
      }
      return
    }
    if shape == .rows {
      // Rows come and go without navigating; what a row presents is navigation.
      let old = (before as? any _IdentifiedArrayReflecting)?.reflectedRows ?? []
      let new = (after as? any _IdentifiedArrayReflecting)?.reflectedRows ?? []
      let newByID = Dictionary(new.map { ($0.id, $0.row) }, uniquingKeysWith: { first, _ in first })
      let oldIDs = Set(old.map(\.id))
      for (id, row) in old {
        walk(row, newByID[id], path: { rowStatePath(path(), id: id) }, into: &changes)
      }
      for (id, row) in new where !oldIDs.contains(id) {
        walk(nil, row, path: { rowStatePath(path(), id: id) }, into: &changes)
      }
      return
    }
    if let layout = StateLayout.of(type(of: sample)), sameType(before, after) {
      for field in layout.fields where field.isWalkedByDiff {
        walk(
          before.flatMap { $0[keyPath: field.keyPath] },
          after.flatMap { $0[keyPath: field.keyPath] },
          path: {
            let prefix = path()
            return prefix.isEmpty ? field.label : "\(prefix).\(field.label)"
          },
          into: &changes)
      }
      return
    }
    let mirror = Mirror(reflecting: sample)
    guard mirror.displayStyle == .struct else { return }
    let beforeChildren = before.map { Array(Mirror(reflecting: $0).children) }
    let afterChildren = after.map { Array(Mirror(reflecting: $0).children) }
    for (index, child) in mirror.children.enumerated() {
      let label = storedFieldName(child.label)
      walk(
        beforeChildren.flatMap { index < $0.count ? $0[index].value : nil },
        afterChildren.flatMap { index < $0.count ? $0[index].value : nil },
        path: {
          let prefix = path()
          return prefix.isEmpty ? String(label) : "\(prefix).\(label)"
        },
        into: &changes)
    }
  }

  /// What tells two presented values apart: type, enum case and `Identifiable` id.
  struct Identity: Equatable {
    let type: ObjectIdentifier
    let caseLabel: String
    let id: AnyHashable?
  }

  /// Whether both sides are of one type (they differ only inside an existential that changed
  /// its type, which the `Mirror` walk compares field by field as it always did).
  private static func sameType(_ before: Any?, _ after: Any?) -> Bool {
    guard let before, let after else { return true }
    return ObjectIdentifier(type(of: before)) == ObjectIdentifier(type(of: after))
  }

  static func identity(_ value: Any) -> Identity {
    guard isEnumType(type(of: value)) else {
      let id = ValueShape.of(value) == .plainStruct ? nil : identifiableID(of: value)
      return Identity(type: ObjectIdentifier(type(of: value)), caseLabel: "", id: id)
    }
    let mirror = Mirror(reflecting: value)
    let caseLabel = mirror.displayStyle == .enum ? mirror.children.first?.label ?? "\(value)" : ""
    return Identity(
      type: ObjectIdentifier(type(of: value)), caseLabel: caseLabel,
      id: identifiableID(of: payload(value)))
  }

  /// An enum's payload (what its case carries); any other value itself.
  static func payload(_ value: Any) -> Any {
    guard isEnumType(type(of: value)) else { return value }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .enum, let child = mirror.children.first { return child.value }
    return value
  }

  /// How a change names a presented value or stack element: its feature (the enum payload's
  /// type for an enum) and its enum case. The type is kept, not its name: a snapshot names every
  /// element, a change only a few.
  struct Name: Equatable {
    let featureType: any Any.Type
    let caseName: String?

    var feature: String { typeName(featureType) }

    static func == (lhs: Self, rhs: Self) -> Bool {
      ObjectIdentifier(lhs.featureType) == ObjectIdentifier(rhs.featureType)
        && lhs.caseName == rhs.caseName
    }
  }

  static func name(of value: Any) -> Name {
    let mirror = Mirror(reflecting: value)
    let isEnum = mirror.displayStyle == .enum
    let featureType = isEnum ? type(of: payload(value)) : type(of: value)
    return Name(
      featureType: featureType,
      caseName: isEnum ? (mirror.children.first?.label ?? "\(value)") : nil)
  }

  private static func change(
    _ kind: NavigationChange.Kind, _ path: String, _ value: Any, _ id: StackElementID?
  ) -> NavigationChange {
    let name = name(of: value)
    return NavigationChange(
      kind: kind, statePath: path, feature: name.feature, caseName: name.caseName, id: id)
  }
}

package protocol _PresentationStateReflecting {
  var presentedValue: Any? { get }
}

extension PresentationState: _PresentationStateReflecting {
  package var presentedValue: Any? { wrappedValue.map { $0 as Any } }
}

package protocol _StackStateReflecting {
  var reflectedElements: [(StackElementID, Any)] { get }
}

extension StackState: _StackStateReflecting {
  package var reflectedElements: [(StackElementID, Any)] {
    elements.pairs.map { ($0, $1 as Any) }
  }
}

/// A stored property's name as written: `@Presents var destination` is stored as `_destination`.
/// (`hasPrefix` + `dropFirst`: `trimmingPrefix` goes through generic collection consumers, slow
/// for a call made for every field the recorder reads.)
package func storedFieldName(_ label: String?) -> String {
  guard let label else { return "" }
  return label.hasPrefix("_") ? String(label.dropFirst()) : label
}
