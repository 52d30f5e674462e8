import NavGraphCore

/// Writes each feature's declarations out as `FeatureFacts` for lint, with names resolved the
/// same way the edges resolved them. Runs after all passes: it only reads what they settled,
/// so features are written out in parallel.
struct FactsPass: Sendable {
  func facts(from model: ScanModel) -> [FeatureFacts] {
    model.map(model.sortedKeys) { key in
      model.features[key].map { facts(for: $0, in: model) }
    }.compactMap { $0 }.sorted { $0.name < $1.name }
  }

  private func facts(for feature: FeatureModel, in model: ScanModel) -> FeatureFacts {
    let key = feature.key
    let name = { (key: TypeKey?) in key.flatMap { model.features[$0]?.name } }
    let shapes = model.shapes(of: feature)
    let fields = zip(feature.fields, shapes.fields).map { field, resolved -> StateField in
      let record = field.record
      let shape = resolved.shape
      var child: String?
      switch shape.leaf {
      case .alert?: child = "AlertState"
      case .dialog?: child = "ConfirmationDialogState"
      case nil: child = shape.child.map { name(resolved.childKey) ?? $0.dotted }
      }
      return StateField(
        name: record.name, typeText: record.typeText,
        wrapper: record.wrapper.map { $0 == .presents ? .presents : .presentationState },
        isOptional: shape.isOptional || record.wrapper != nil, container: shape.container,
        child: child, location: field.file.location(record.position),
        isMemberwiseParameter: record.isMemberwiseParameter,
        hasDefaultValue: record.hasDefaultValue,
        isPlainMember: SwiftSpelling.isPlainMember(record.name))
    }
    let integrations = feature.integrations.map { item -> Integration in
      let record = item.record
      let components = record.state?.components ?? []
      let op: Integration.Operator =
        switch record.op {
        case .ifLet: .ifLet
        case .forEach: .forEach
        case .ifCaseLet: .ifCaseLet
        case .scope: .scope
        }
      let namesCase = feature.isEnumLike || record.op == .ifCaseLet
      let child = record.child.flatMap(TypeRef.parse).flatMap {
        name(model.feature(named: $0, scope: record.scope, module: key.module))
      }
      return Integration(
        op: op, stateField: namesCase ? nil : components.first,
        stateCase: namesCase ? components.first : components.dropFirst().first,
        actionCase: record.action?.components.first, child: child,
        usesLegacySyntax: (record.state?.isLegacy ?? false) || (record.action?.isLegacy ?? false),
        location: item.file.location(record.position))
    }
    let scopedCases = Set(
      integrations.filter { $0.op == .scope || $0.op == .ifCaseLet }.compactMap(\.stateCase))
    let cases = zip(feature.cases, shapes.cases).map { item, shape -> ReducerCase in
      let record = item.record
      return ReducerCase(
        name: record.name, payloadText: record.payloads.first, kind: shape.kind,
        target: shape.target,
        attribute: record.attribute.map { $0 == .ephemeral ? .ephemeral : .ignored },
        isScoped: feature.isEnumReducer || scopedCases.contains(record.name),
        location: item.file.location(record.position), payloadCount: record.payloads.count,
        isFirstPayloadLabeled: record.isFirstPayloadLabeled,
        isDeclaredNonReducer: shape.kind == .data && shape.isDeclaredType)
    }
    return FeatureFacts(
      name: feature.name, module: key.module, kind: feature.kind, location: feature.location,
      fields: fields,
      actionCases: feature.actionCases.map {
        ActionCase(
          name: $0.record.name, payloadText: $0.record.payloads.first,
          location: $0.file.location($0.record.position))
      },
      integrations: integrations, reducerCases: cases,
      isHandWrittenEnumReducer: feature.isHandWrittenEnumReducer,
      effects: feature.effects.map { effect in
        EffectFacts(
          location: effect.file.location(effect.record.position),
          calls: effect.record.calls.map {
            EffectFacts.Call(kind: $0.kind, location: effect.file.location($0.position))
          })
      },
      hasMemberwiseStateInit: !feature.isEnumLike && !feature.stateDeclaresInitializer
        && model.index.member("State", of: key) != nil)
  }
}
