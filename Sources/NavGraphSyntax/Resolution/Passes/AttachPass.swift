/// Attaches integrations and effects to the innermost feature that lexically encloses them
/// (its body, or an extension of it in any file). After the domain pass, before edges,
/// which need to know which fields are integrated.
struct AttachPass: ResolutionPass, Sendable {
  func run(_ model: inout ScanModel) {
    // Finding the enclosing feature reads only the index and the feature keys: done for all
    // files in parallel, then attached in file order.
    let snapshot = model
    let enclosing = snapshot.map(snapshot.summaries) { summary in
      let module = summary.file.module
      return (
        integrations: summary.integrations.map {
          snapshot.enclosingFeature(scope: $0.scope, module: module)
        },
        effects: summary.effects.map { snapshot.enclosingFeature(scope: $0.scope, module: module) }
      )
    }
    // Gathered per feature first, so each feature is written once (not once per record and
    // twice more to sort, for every feature, attached to or not).
    var integrations: [TypeKey: [Located<IntegrationRecord>]] = [:]
    var effects: [TypeKey: [Located<EffectRecord>]] = [:]
    for (summary, keys) in zip(model.summaries, enclosing) {
      for (integration, key) in zip(summary.integrations, keys.integrations) {
        guard let key else { continue }
        integrations[key, default: []].append(Located(record: integration, file: summary.file))
      }
      for (effect, key) in zip(summary.effects, keys.effects) {
        guard let key else { continue }
        effects[key, default: []].append(Located(record: effect, file: summary.file))
      }
    }
    // A chain `Reduce {}.ifLet(...).forEach(...)` is visited outermost call first: restore
    // source order.
    for (key, attached) in integrations {
      model.features[key]?.integrations = attached.sorted {
        ($0.file, $0.record.position) < ($1.file, $1.record.position)
      }
    }
    for (key, attached) in effects {
      model.features[key]?.effects = attached.sorted {
        ($0.file, $0.record.position) < ($1.file, $1.record.position)
      }
    }
  }
}
