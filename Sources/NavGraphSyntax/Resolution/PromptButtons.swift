import NavGraphCore

/// Which features build an alert a button closes without an action (`PromptBuildRecord`):
/// built in the feature's code, or in an `extension AlertState where Action ==
/// Feature.Action.Alert`. Resolved once, for the facts.
struct PromptButtons: Sendable {
  private var closingWithoutAction: Set<TypeKey> = []

  init(_ model: ScanModel) {
    for summary in model.summaries where !summary.file.isTest && !summary.importsTestFramework {
      let module = summary.file.module
      for build in summary.promptBuilds where build.closesWithoutAction && build.kind == .alert {
        if let owner = Self.owner(of: build, module: module, in: model) {
          closingWithoutAction.insert(owner)
        }
      }
    }
  }

  /// Whether an alert built for `feature` has a button that closes it without an action.
  func alertClosesWithoutAction(_ feature: TypeKey) -> Bool {
    closingWithoutAction.contains(feature)
  }

  private static func owner(of build: PromptBuildRecord, module: String, in model: ScanModel)
    -> TypeKey?
  {
    if let written = build.owner, let ref = TypeRef.parse(written),
      let index = ref.components.firstIndex(of: "Action"), index > 0,
      let key = model.index.resolve(
        Array(ref.components[..<index]), scope: build.scope, module: module),
      model.isFeature(key)
    {
      return model.features[key]?.domainOwner ?? key
    }
    guard let key = model.enclosingFeature(scope: build.scope, module: module) else {
      return nil
    }
    return model.features[key]?.domainOwner ?? key
  }
}
