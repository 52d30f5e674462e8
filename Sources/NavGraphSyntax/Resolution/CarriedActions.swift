/// The action types of reducer values that a case of another enum carries (`case
/// content(TimetableContentAction)` in a parent's action): a parent routes those actions, so a
/// view scoped from its store shows that feature, however the state it hands it is made (a
/// closure building it, a computed property, a route's case).
struct CarriedActions: Sendable {
  private var carried: Set<TypeKey> = []

  init(_ model: ScanModel) {
    let targets = Set(model.features.values.compactMap(\.valueAction))
    guard !targets.isEmpty else { return }
    // Most payloads name no such type: their last name rules them out before any resolution.
    let names = Set(targets.compactMap(\.path.last))
    for (key, records) in model.index.types {
      for located in records {
        for payload in located.record.cases.flatMap(\.payloads) {
          guard let ref = TypeRef.parse(payload), names.contains(ref.last),
            let resolved = model.index.resolve(
              ref.components, scope: located.record.path, module: located.file.module),
            resolved != key, targets.contains(resolved)
          else { continue }
          carried.insert(resolved)
        }
      }
    }
  }

  /// Whether a case of another enum carries `action`.
  func contains(_ action: TypeKey) -> Bool {
    carried.contains(action)
  }
}
