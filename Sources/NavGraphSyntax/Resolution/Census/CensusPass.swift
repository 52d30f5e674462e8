import NavGraphCore
import NavGraphFacts

/// Lists every navigation-shaped site of the scanned code with what the reading made of it
/// (`NavigationCensus`). It runs last, on the finished model, and reads only what the passes
/// already settled: the edges and their styles, what each view presentation was matched with
/// (`StylePass`), the integrations attached (`AttachPass`), the stores resolved (`StorePass`)
/// and what `UnresolvedPass` could not read. Test code is not the app's navigation: it is left
/// out.
struct CensusPass {
  func census(of model: ScanModel) -> NavigationCensus {
    let edges = CensusEdges(model.edges)
    var sites: [NavigationSite] = []
    sites += FieldSites(model: model, edges: edges).sites()
    sites += IntegrationSites(model: model, edges: edges).sites()
    sites += ViewSites(model: model, edges: edges).sites()
    sites += RouteSites(model: model).sites()
    sites += PromptSites(model: model, edges: edges).sites()
    sites += StoreSites(model: model).sites()
    sites += model.unresolved.filter { $0.kind == .reducerLike }.map {
      NavigationSite(
        kind: .reducerLike, reading: .unexplained, owner: $0.name,
        spelling: "type \($0.name)", detail: $0.reason,
        location: $0.location ?? SourceLocation(file: ""))
    }
    return NavigationCensus(sites: sites)
  }
}

/// The app's own code: summaries of files outside tests.
extension ScanModel {
  var appSummaries: [FileSummary] {
    summaries.filter { !$0.file.isTest && !$0.importsTestFramework }
  }
}
