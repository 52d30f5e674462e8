import NavGraphCore

/// Finds the reducers: types marked `@Reducer` or conforming to `Reducer`/`ReducerProtocol`
/// in any of their declarations and extensions. First, because every later pass attaches to
/// features.
struct FeaturePass: ResolutionPass {
  func run(_ model: inout ScanModel) {
    // Each type is judged on its own records: judged in parallel, inserted in the index's
    // order as before. Only the types that say they are reducers go to the workers (7,000
    // of the 2,000-file corpus's 22,000 declarations): copying every type out of the index,
    // and a result for each, took longer than judging them (the pass 40–66 → 25–42 ms).
    var candidates: [(key: TypeKey, value: [Located<TypeRecord>])] = []
    for entry in model.index.types where Self.saysItIsAReducer(entry.value) {
      candidates.append(entry)
    }
    let found = model.map(candidates) { Self.feature(key: $0.key, records: $0.value) }
    model.features.reserveCapacity(model.features.count + found.count { $0 != nil })
    for feature in found {
      if let feature { model.features[feature.key] = feature }
    }
  }

  /// Marked `@Reducer` or conforming to `Reducer` in one of its declarations or extensions
  /// (a protocol does not count).
  private static func saysItIsAReducer(_ records: [Located<TypeRecord>]) -> Bool {
    records.contains {
      $0.record.kind != .protocol && ($0.record.hasReducerMacro || $0.record.conformsToReducer)
    }
  }

  private static func feature(key: TypeKey, records: [Located<TypeRecord>]) -> FeatureModel? {
    // A declaration the parser recovered without a name cannot be a node.
    if key.path.contains(where: { $0.isEmpty || $0 == "?" }) { return nil }
    guard saysItIsAReducer(records) else { return nil }
    // The declaration (not an extension) gives kind and location; the earliest one when a
    // scan sees several (a type under `#if`).
    let primary =
      records.filter { $0.record.kind != .extension }.min {
        ($0.file.relativePath, $0.record.position) < ($1.file.relativePath, $1.record.position)
      } ?? records.min {
        ($0.file.relativePath, $0.record.position) < ($1.file.relativePath, $1.record.position)
      }!
    let kind: Feature.Kind =
      switch primary.record.kind {
      case .enum: .enum
      case .class, .actor: .class
      default: .struct
      }
    var feature = FeatureModel(
      key: key, name: key.dotted, kind: kind,
      location: primary.file.location(primary.record.position))
    feature.isEnumReducer =
      kind == .enum && records.contains { !$0.record.cases.isEmpty }
    return feature
  }
}
