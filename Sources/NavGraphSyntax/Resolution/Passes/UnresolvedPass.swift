import NavGraphCore

/// Lists what looks like navigation but was not read: types shaped like reducers (nested
/// `State` and `Action`, a `body` or `reduce`) that conform to nothing known to be a reducer,
/// and integrations whose key path names no field of the feature's state. It changes nothing
/// else.
struct UnresolvedPass: ResolutionPass {
  func run(_ model: inout ScanModel) {
    var found: [Unresolved] = []
    // Whether a type declares a body is read first: most types do not, and asking whether
    // one is a feature hashes its key.
    for (key, records) in model.index.types
    where records.contains(where: { $0.record.declaresBody }) {
      guard !model.isFeature(key),
        !records.contains(where: { $0.record.kind == .protocol || $0.record.kind == .extension
          && records.count == 1 }),
        model.index.member("State", of: key) != nil, model.index.member("Action", of: key) != nil,
        let primary = records.first(where: { $0.record.kind != .extension }) ?? records.first
      else { continue }
      let inherited = records.flatMap(\.record.inheritedNames).map { $0.joined(separator: ".") }
      // A view with a `State` and `Action` of its own (the view-state pattern: what the view
      // reads of its feature) is a view, not a reducer.
      if inherited.contains(where: { $0 == "View" || $0.hasSuffix(".View") }) { continue }
      let conformance =
        inherited.isEmpty
        ? "conforms to nothing" : "conforms to \(inherited.joined(separator: ", ")), none"
      found.append(
        Unresolved(
          kind: .reducerLike, name: key.dotted,
          reason: "has State, Action and a body, but \(conformance) known to be a reducer "
            + "in the scanned sources",
          location: primary.file.location(primary.record.position)))
    }
    for key in model.sortedKeys {
      guard let feature = model.features[key], !feature.isEnumLike, !feature.fields.isEmpty
      else { continue }
      for item in feature.integrations
      where item.record.op != .ifCaseLet && item.record.nestedIn == nil {
        guard let reason = Self.problem(with: item.record, in: feature) else { continue }
        found.append(
          Unresolved(
            kind: .integration, name: feature.name, reason: reason,
            location: item.file.location(item.record.position)))
      }
    }
    model.unresolved = found
  }

  /// Why an integration's state cannot be read, or `nil` when it can.
  private static func problem(with record: IntegrationRecord, in feature: FeatureModel)
    -> String?
  {
    let op = record.op == .scope ? "Scope" : record.op.rawValue
    guard let state = record.state else {
      guard let name = record.stateName else { return nil }
      return "\(op) is handed \(name), which names no key path constant or property in scope"
    }
    guard let first = state.components.first, first != "self",
      !feature.fields.contains(where: { state.starts(withField: $0.record.name) })
    else { return nil }
    return "\(op)(\\.\(state.components.joined(separator: "."))) names no stored field of "
      + "\(feature.name).State"
  }
}
