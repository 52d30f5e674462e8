import NavGraphCore

/// Finds the reducers: types marked `@Reducer` or conforming to `Reducer`/`ReducerProtocol`,
/// or to a protocol of the scanned sources that refines one, in any of their declarations and
/// extensions.
struct FeaturePass: ResolutionPass {
  func run(_ model: inout ScanModel) {
    let protocols = ReducerProtocols(index: model.index)
    model.reducerProtocols = protocols
    // Each type is judged on its own records: judged in parallel, inserted in the index's
    // order. Only the types that may be reducers go to the workers (a third of the
    // declarations of a typical app): copying every type out of the index, and a result for
    // each, costs more than judging them.
    var candidates: [(key: TypeKey, value: [Located<TypeRecord>])] = []
    for entry in model.index.types where Self.mayBeAReducer(entry.value, protocols: protocols) {
      candidates.append(entry)
    }
    let index = model.index
    let found = model.map(candidates) {
      Self.feature(key: $0.key, records: $0.value, protocols: protocols, index: index)
    }
    model.features.reserveCapacity(model.features.count + found.count { $0 != nil })
    for feature in found {
      if let feature { model.features[feature.key] = feature }
    }
  }

  /// Marked `@Reducer`, or inheriting a name that a reducer protocol ends in, in one of its
  /// declarations or extensions (a protocol does not count): decided without resolving a name.
  private static func mayBeAReducer(
    _ records: [Located<TypeRecord>], protocols: ReducerProtocols
  ) -> Bool {
    // A protocol's own extensions (`extension Reducer where Self: FeatureReducer`) are not a
    // conformer.
    !records.contains { $0.record.kind == .protocol }
      && records.contains { located in
        located.record.kind != .protocol
          && (located.record.hasReducerMacro
            || located.record.mayInherit(anyOf: protocols.names))
      }
  }

  private static func feature(
    key: TypeKey, records: [Located<TypeRecord>], protocols: ReducerProtocols, index: TypeIndex
  ) -> FeatureModel? {
    // A declaration the parser recovered without a name cannot be a node.
    if key.path.contains(where: { $0.isEmpty || $0 == "?" }) { return nil }
    let hasMacro = records.contains { $0.record.kind != .protocol && $0.record.hasReducerMacro }
    guard hasMacro || protocols.conforms(records, in: index),
      // A 2.0 prompt is an alert or a dialog, drawn as a leaf like 1.x's `AlertState`.
      !ReducerProtocols.isPrompt(records)
    else { return nil }
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
    // `@Reducer enum Destination {}` is an enum reducer with no case (so no edge); an enum
    // conforming by hand holds its cases in `State`, or is a plain reducer with a struct
    // `State` that happens to be spelled as an enum.
    feature.isEnumReducer =
      kind == .enum && (hasMacro || records.contains { !$0.record.cases.isEmpty })
    feature.protocols = protocols.protocols(of: records, in: index)
    feature.apiGeneration =
      protocols.isTCA2(records, protocols: feature.protocols, in: index) ? .tca2 : .tca1
    feature.declaresBody = records.contains { $0.record.declaresBody }
    return feature
  }
}
