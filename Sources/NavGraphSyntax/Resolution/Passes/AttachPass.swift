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
  }
}
