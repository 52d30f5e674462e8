import NavGraphCore
import NavGraphFacts

/// Writes each feature's declarations out as `FeatureFacts` for lint, with names resolved the
/// same way the edges resolved them. It only reads what the passes settled, so features are
/// written out in parallel.
struct FactsPass: Sendable {
  func facts(from model: ScanModel) -> [FeatureFacts] {
    let writes = FieldWrites(model)
    let buttons = PromptButtons(model)
    let sends = ActionSends(model)
    let carried = CarriedActions(model)
    return model.map(model.sortedKeys.filter { !model.structural.contains($0) }) { key in
      model.features[key].map { feature in
        var facts = facts(for: feature, writes: writes, in: model)
        facts.alertClosesWithoutAction = buttons.alertClosesWithoutAction(key)
        facts.promptBuilds = buttons.builds(for: key)
        facts.actionSends = sends.sends(of: key)
        facts.actionsCarriedByAnother = feature.valueAction.map(carried.contains) ?? false
        let declarations = model.index.records(of: key).filter { $0.record.kind != .extension }
        facts.isDebugOnly =
          !declarations.isEmpty && declarations.allSatisfy(\.record.isDebugOnly)
        return facts
      }
    }.compactMap { $0 }.sorted { $0.name < $1.name }
  }

  /// A helper operator's integration, read without a feature: its key path's first name is the
  /// field it integrates on whichever feature calls it.
  func helperIntegrations(in model: ScanModel) -> [Integration] {
    model.helperIntegrations.map { item in
      let record = item.record
      return Integration(
        op: record.op, stateField: record.state?.components.first,
        stateCase: nil, actionCase: record.action?.components.first, child: nil,
        usesLegacySyntax: false, location: item.file.location(record.position),
        unresolvedStateName: record.state == nil ? record.stateName : nil)
    }.sorted { $0.location < $1.location }
  }

  /// The cases of an enum reducer; a case holding a group of cases stands for the cases in it,
  /// named by their case path (`articles.article`), as the edges name them.
  private func reducerCases(
    of feature: FeatureModel, scoped: Set<String>, in model: ScanModel, prefix: String = "",
    walking: Set<TypeKey> = []
  ) -> [ReducerCase] {
    zip(feature.cases, model.shapes(of: feature).cases).flatMap { item, shape -> [ReducerCase] in
      let record = item.record
      if shape.kind == .feature, let key = shape.featureKey, key != feature.key,
        model.caseGroups.isGroup(key), !walking.contains(key), let group = model.features[key]
      {
        return reducerCases(
          of: group, scoped: [], in: model, prefix: prefix + record.name + ".",
          walking: walking.union([feature.key]))
      }
      return [ReducerCase(
        name: prefix + record.name, payloadText: record.payloads.first,
        kind: record.attribute == .ignored ? .ignored : shape.kind,
        target: shape.target,
        attribute: record.attribute.map { $0 == .ephemeral ? .ephemeral : .ignored },
        isScoped: feature.isEnumReducer || scoped.contains(record.name),
        location: item.file.location(record.position), payloadCount: record.payloads.count,
        isFirstPayloadLabeled: record.isFirstPayloadLabeled,
        isDeclaredNonReducer: shape.kind == .data && shape.isDeclaredType)]
    }
  }

  private func facts(for feature: FeatureModel, writes: FieldWrites, in model: ScanModel)
    -> FeatureFacts
  {
    let key = feature.key
    let name = { (key: TypeKey?) in key.flatMap { model.features[$0]?.name } }
    let shapes = model.shapes(of: feature)
    let stored = Set(feature.fields.filter { $0.record.accessorNames == nil }.map(\.record.name))
    let fields = zip(feature.fields, shapes.fields).map { field, resolved -> StateField in
      let record = field.record
      let shape = resolved.shape
      let child: StateField.Child? =
        if let leaf = shape.leaf {
          .prompt(leaf)
        } else if let prompt = resolved.prompt {
          .feature(prompt.dotted)
        } else {
          shape.child.map { .feature(name(resolved.childKey) ?? $0.dotted) }
        }
      var stateField = StateField(
        name: record.name, typeText: record.typeText,
        wrapper: record.wrapper.map { $0 == .presents ? .presents : .presentationState },
        isOptional: shape.isOptional || record.wrapper != nil, container: shape.container,
        child: child, location: field.file.location(record.position),
        isMemberwiseParameter: record.isMemberwiseParameter,
        hasDefaultValue: record.hasDefaultValue,
        isPlainMember: SwiftSpelling.isPlainMember(record.name))
      // Named as the edge names it until a view says which it is (`ViewUses`).
      stateField.prompt = resolved.prompt.map {
        CaseShape.promptKind(record.name + " " + $0.dotted)
      }
      // A computed projection of a stored field is set wherever that field is.
      stateField.projectedFrom = record.accessorNames?.first { stored.contains($0) }
      stateField.isSet =
        record.hasInitialValue || writes.isSet(record.name, of: key)
        || stateField.projectedFrom.map { writes.isSet($0, of: key) } == true
      stateField.clearedByHand = writes.clearing(of: record.name, of: key)
      stateField.isClearedThroughPath = writes.isClearedThroughPath(record.name)
      return stateField
    }
    let fieldPaths = feature.fields.map(\.record.name).filter { $0.contains(".") }
    let actions = ActionPath(model: model, feature: feature)
    let integrations = feature.integrations.map { item -> Integration in
      let record = item.record
      let components = record.state?.components ?? []
      let op = record.op
      // Inside another integration's closure the key path is relative to that child's state:
      // at the feature's level it names a case of it.
      let namesCase = feature.isEnumLike || record.op == .ifCaseLet || record.nestedIn != nil
      // The longest field path the key path starts with (`resources.fungibleTokenList`),
      // else its first name; what follows names a case.
      let fieldLength =
        namesCase
        ? 0
        : fieldPaths.lazy.filter { record.state?.starts(withField: $0) == true }
          .map { $0.split(separator: ".").count }.max() ?? 1
      let stateField =
        namesCase || components.isEmpty
        ? nil : components.prefix(fieldLength).joined(separator: ".")
      let stateCase =
        components.count > fieldLength ? components[fieldLength] : nil
      let child = record.child.flatMap(TypeRef.parse).flatMap {
        name(model.feature(named: $0, scope: record.scope, module: key.module))
      }
      return Integration(
        op: op, stateField: stateField, stateCase: stateCase,
        actionCase: record.action?.components.first, child: child,
        usesLegacySyntax: (record.state?.isLegacy ?? false) || (record.action?.isLegacy ?? false),
        location: item.file.location(record.position),
        actionPath: record.action?.components ?? [],
        actionPayloadText: record.action.flatMap { actions.payload(of: $0.components) },
        unresolvedStateName: record.state == nil ? record.stateName : nil,
        dismissStyle: record.dismissStyle)
    }
    let scopedCases = Set(
      integrations.filter { $0.op == .scope || $0.op == .ifCaseLet }.compactMap(\.stateCase))
    let cases = reducerCases(of: feature, scoped: scopedCases, in: model)
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
            EffectFacts.Call(
              kind: $0.kind, location: effect.file.location($0.position), branches: $0.branches)
          })
      },
      hasMemberwiseStateInit: !feature.isEnumLike && !feature.stateDeclaresInitializer
        && model.index.member("State", of: key) != nil,
      dismissHandlers: feature.dismissHandlers.map {
        DismissHandler(
          actionPath: $0.record.actionPath, clearedFields: $0.record.clearedFields,
          location: $0.file.location($0.record.position), isCatchAll: $0.record.isCatchAll)
      },
      apiGeneration: feature.apiGeneration)
  }
}
