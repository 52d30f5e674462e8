import NavGraphCore
import NavGraphFacts

/// The census of alerts and dialogs built (`AlertState { ... }`) outside tests: each is
/// explained by the feature's edge of its kind, or as a factory read where its value is
/// held.
struct PromptSites {
  var model: ScanModel
  var edges: CensusEdges

  func sites() -> [NavigationSite] {
    var sites: [NavigationSite] = []
    for summary in model.appSummaries {
      let module = summary.file.module
      for written in summary.promptBuilds {
        let owner = feature(of: written, module: module)
        guard let record = written.resolved(in: owner) else { continue }
        let (reading, detail): (NavigationSite.Reading, String)
        if let owner {
          let shown = edges.edges(of: owner.name).filter { $0.kind.promptKind == record.kind }
          (reading, detail) =
            shown.isEmpty
            ? (.unexplained, "built in \(owner.name), which holds no \(record.kind.rawValue)")
            : (.explained, "held by " + CensusEdges.describe(shown))
        } else {
          (reading, detail) = (
            .explained, "built outside any feature (a factory): read where its value is held"
          )
        }
        sites.append(
          NavigationSite(
            kind: .prompt, reading: reading,
            owner: owner?.name ?? record.scope.joined(separator: "."),
            spelling: record.kind.stateTypeName, detail: detail,
            location: summary.file.location(record.position)))
      }
    }
    return sites
  }

  /// The feature whose code builds it, else the one the factory's `Action` names
  /// (`extension AlertState where Action == Feature.Action.Alert`).
  private func feature(of record: PromptBuildRecord, module: String) -> FeatureModel? {
    if let key = model.enclosingFeature(scope: record.scope, module: module) {
      return model.features[key].map { feature in
        feature.domainOwner.flatMap { model.features[$0] } ?? feature
      }
    }
    guard let owner = record.owner, let ref = TypeRef.parse(owner) else { return nil }
    let components = ref.components.prefix { $0 != "Action" }
    guard !components.isEmpty, components.count < ref.components.count,
      let key = model.index.resolve(Array(components), scope: record.scope, module: module)
    else { return nil }
    return model.features[key]
  }
}
