import NavGraphCore
import NavGraphFacts

/// The alerts and dialogs each feature builds (`PromptBuildRecord`), with their buttons, and
/// which features build an alert a button closes without an action: built in the feature's
/// code, or in an `extension AlertState where Action == Feature.Action.Alert`. Resolved once,
/// for the facts.
struct PromptButtons: Sendable {
  private var closingWithoutAction: Set<TypeKey> = []
  private var builds: [TypeKey: [PromptBuild]] = [:]

  init(_ model: ScanModel) {
    for summary in model.summaries where !summary.file.isTest && !summary.importsTestFramework {
      let module = summary.file.module
      for written in summary.promptBuilds {
        guard let owner = Self.owner(of: written, module: module, in: model),
          let build = written.resolved(in: model.features[owner])
        else { continue }
        if build.closesWithoutAction && build.kind == .alert { closingWithoutAction.insert(owner) }
        let buttons = build.buttons.map {
          PromptButton(
            role: $0.role, hasAction: $0.hasAction, actionPath: $0.actionPath, label: $0.label,
            location: summary.file.location($0.position))
        }
        builds[owner, default: []].append(
          PromptBuild(
            kind: build.kind, buttons: buttons,
            actionType: build.owner.flatMap(TypeRef.parse)?.components,
            location: summary.file.location(build.position)))
      }
    }
  }

  /// Whether an alert built for `feature` has a button that closes it without an action.
  func alertClosesWithoutAction(_ feature: TypeKey) -> Bool {
    closingWithoutAction.contains(feature)
  }

  /// The alerts and dialogs built for `feature`, in source order.
  func builds(for feature: TypeKey) -> [PromptBuild] {
    (builds[feature] ?? []).sorted { $0.location < $1.location }
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
