/// Attaches integrations and effects to the innermost feature that lexically encloses them
/// (its body, or an extension of it in any file). After the domain pass, before edges,
/// which need to know which fields are integrated.
struct AttachPass: ResolutionPass {
  func run(_ model: inout ScanModel) {
    for summary in model.summaries {
      let module = summary.file.module
      for integration in summary.integrations {
        guard let key = model.enclosingFeature(scope: integration.scope, module: module) else {
          continue
        }
        model.features[key]?.integrations.append(Located(record: integration, file: summary.file))
      }
      for effect in summary.effects {
        guard let key = model.enclosingFeature(scope: effect.scope, module: module) else {
          continue
        }
        model.features[key]?.effects.append(Located(record: effect, file: summary.file))
      }
    }
    // A chain `Reduce {}.ifLet(...).forEach(...)` is visited outermost call first: restore
    // source order.
    for key in model.sortedKeys {
      model.features[key]?.integrations.sort {
        ($0.file, $0.record.position) < ($1.file, $1.record.position)
      }
      model.features[key]?.effects.sort {
        ($0.file, $0.record.position) < ($1.file, $1.record.position)
      }
    }
  }
}
