/// What a feature's state fields and enum cases name, resolved once: the edge, construction
/// and facts passes all read them, and each resolved them again (parsing the type text,
/// following aliases, asking the index) — together a sixth of the resolution's time.
struct FeatureShapes: Sendable {
  struct Field: Sendable {
    var shape: FieldShape
    /// The feature `shape.child` names, resolved from the state's scope.
    var childKey: TypeKey?
  }

  /// In `FeatureModel.fields` order.
  var fields: [Field]
  /// In `FeatureModel.cases` order.
  var cases: [CaseShape]

  init(of feature: FeatureModel, in model: ScanModel) {
    let key = feature.key
    fields = feature.fields.map { field in
      let shape = FieldShape(field: field.record, of: key, in: model)
      return Field(
        shape: shape,
        childKey: shape.child.flatMap { child in
          model.feature(
            named: child, scope: field.record.nestedScope ?? key.path + ["State"],
            module: key.module)
            // A name the feature leaves to its protocols (`Destination`, an associated type
            // defaulting to `EmptyDestination`).
            ?? feature.protocols.lazy.compactMap {
              model.feature(named: child, scope: $0.path, module: $0.module)
            }.first
        })
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
