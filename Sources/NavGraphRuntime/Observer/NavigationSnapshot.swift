/// What ``NavigationDiff`` compares of one state, kept without the state: presented values by
/// identity (type, enum case, `Identifiable` id) with the names a change reports, stack ids,
/// row ids, and the fields the diff walks, nested as the state is.
///
/// The trace recorder keeps the snapshot of each step's state after, so the next step is
/// compared with it instead of with a copy of the state before: while such a copy is kept, every
/// reducer mutation copies the storage it changes. A snapshot holds no state value: ids, names
/// and type identities only.
///
/// ``changes(from:to:)`` finds the same changes as ``NavigationDiff/changes(from:to:)`` for two
/// states whose corresponding values have the same types, which holds wherever no existential
/// can change its dynamic type (the recorder uses snapshots only for state types with a
/// ``NavigationSkeleton``, which have no existentials).
package indirect enum NavigationSnapshot: Equatable {
  /// Presentation state, and what it presents, if anything.
  case presentation(Presented?)
  /// Stack state: its elements in order.
  case stack([Element])
  /// Identified rows, in order.
  case rows([Row])
  /// A struct with a ``StateLayout``: the fields the diff walks, in layout order.
  case layout(type: ObjectIdentifier, fields: [Child])
  /// A struct the runtime cannot lay out, walked through its `Mirror`: every child, in order.
  case mirror(type: ObjectIdentifier, children: [Child])
  /// Anything else: the diff does not look inside.
  case opaque

  /// A presented value: what tells it apart, the names a change reports, and its payload.
  package struct Presented: Equatable {
    let identity: NavigationDiff.Identity
    let name: NavigationDiff.Name
    let payload: NavigationSnapshot
  }

  package struct Element: Equatable {
    let id: StackElementID
    let name: NavigationDiff.Name
    let payload: NavigationSnapshot
  }

  package struct Row: Equatable {
    let id: AnyHashable
    let row: NavigationSnapshot
  }

  /// A field (of a layout) or a child (of a `Mirror`), by its stored name.
  package struct Child: Equatable {
    let label: String
    let value: NavigationSnapshot
  }

  /// The snapshot of `value`, found as ``NavigationDiff`` walks it.
  package static func of(_ value: Any) -> NavigationSnapshot {
    switch ValueShape.of(value) {
    case .presentation:
      let presented = (value as? any _PresentationStateReflecting)?.presentedValue
      return .presentation(presented.map(Presented.init))
    case .stack:
      let elements = (value as? any _StackStateReflecting)?.reflectedElements ?? []
      return .stack(
        elements.map { id, element in
          Element(
            id: id, name: NavigationDiff.name(of: element),
            payload: of(NavigationDiff.payload(element)))
        })
    case .rows:
      let rows = (value as? any _IdentifiedArrayReflecting)?.reflectedRows ?? []
      return .rows(rows.map { Row(id: $0.id, row: of($0.row)) })
    case .plainStruct, .other:
      break
    }
    let type = Swift.type(of: value)
    if let layout = StateLayout.of(type) {
      return .layout(
        type: ObjectIdentifier(type),
        fields: layout.fields.compactMap { field in
          guard field.isWalkedByDiff else { return nil }
          // The key path's root is `value`'s own type: it always reads a value.
          let snapshot = value[keyPath: field.keyPath].map(of) ?? .opaque
          return Child(label: field.label, value: snapshot)
        })
    }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .struct else { return .opaque }
    return .mirror(
      type: ObjectIdentifier(type),
      children: mirror.children.map {
        Child(label: storedFieldName($0.label), value: of($0.value))
      })
  }
}

extension NavigationSnapshot.Presented {
  package init(_ value: Any) {
    self.init(
      identity: NavigationDiff.identity(value), name: NavigationDiff.name(of: value),
      payload: NavigationSnapshot.of(NavigationDiff.payload(value)))
  }
}
