/// What a feature's state fields and enum cases name, resolved once: the edge, construction
/// and facts passes all read them, and each resolved them again (parsing the type text,
/// following aliases, asking the index) — together a sixth of the resolution's time.
struct FeatureShapes: Sendable {
  struct Field: Sendable {
    var shape: FieldShape
    /// The feature `shape.child` names, resolved from the state's scope.
    var childKey: TypeKey?
    /// A TCA 2.0 prompt the field holds directly, where no feature is
    /// (`var confirmReset: ConfirmReset.State?`, `ConfirmReset: Prompt`): shown as an alert
    /// or a dialog, like an optional `AlertState`.
    var prompt: TypeKey? = nil
  }

  /// In `FeatureModel.fields` order.
  var fields: [Field]
  /// In `FeatureModel.cases` order.
  var cases: [CaseShape]

  init(of feature: FeatureModel, in model: ScanModel) {
    let key = feature.key
    // A generic feature's own parameters (`Root` in `TabStack<Root: FeatureProtocol>`) name
    // no type of the scan, whatever else shares their name (`EdgePass` fills them in).
    let parameters = Set(model.index.records(of: key).flatMap(\.record.genericParameters))
    fields = feature.fields.map { field in
      let shape = FieldShape(field: field.record, of: key, in: model)
      let scope = field.record.declaringScope ?? key.path + ["State"]
      let isParameter = shape.child.map { parameters.contains($0.components[0]) } ?? false
      var resolved = Field(
        shape: shape,
        childKey: isParameter ? nil : shape.child.flatMap { child in
          model.feature(named: child, scope: scope, module: key.module)
            // A name the feature leaves to its protocols (`Destination`, an associated type
            // defaulting to `EmptyDestination`).
            ?? feature.protocols.lazy.compactMap {
              model.feature(named: child, scope: $0.path, module: $0.module)
            }.first
        })
      if resolved.childKey == nil, !isParameter, shape.container == nil, let child = shape.child,
        let prompt = model.index.resolve(child.components, scope: scope, module: key.module),
        ReducerProtocols.isPrompt(model.index.records(of: prompt))
      {
        resolved.prompt = prompt
      }
      return resolved
    }
    cases = feature.cases.map {
      CaseShape(
        name: $0.record.name, payloads: $0.record.payloads, scope: key.path, module: key.module,
        isTCA2: feature.apiGeneration == .tca2, model: model)
    }
  }
}

extension ScanModel {
  /// The shapes `ShapePass` resolved for `feature`, else resolved now.
  func shapes(of feature: FeatureModel) -> FeatureShapes {
    shapes[feature.key] ?? FeatureShapes(of: feature, in: self)
  }
}
