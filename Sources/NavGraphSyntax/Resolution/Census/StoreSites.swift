import NavGraphCore
import NavGraphFacts

/// The census of stores built outside tests: each an entry point of the feature it runs, a
/// preview's, or one whose reducer navviz could not name.
struct StoreSites {
  var model: ScanModel

  func sites() -> [NavigationSite] {
    let resolved = Dictionary(
      model.stores.map { ($0.location, $0.feature) }, uniquingKeysWith: { first, _ in first })
    var sites: [NavigationSite] = []
    for summary in model.appSummaries {
      for record in summary.stores {
        let location = summary.file.location(record.position)
        let written = record.reducer ?? record.stateType
        let reading: NavigationSite.Reading
        let detail: String
        if record.isPreview || model.isPreview(scope: record.scope) {
          (reading, detail) = (.notNavigation, "a preview's store: not where the app starts")
        } else if record.reducer == "EmptyReducer" {
          (reading, detail) = (.notNavigation, "a store of EmptyReducer: it runs no feature")
        } else if let feature = resolved[location] {
          (reading, detail) = (.explained, "an entry point: runs \(feature)")
        } else {
          (reading, detail) = (
            .unexplained,
            written.map { "runs \($0), which is no reducer the scan found" }
              ?? "its reducer is built in a way navviz cannot name"
          )
        }
        sites.append(
          NavigationSite(
            kind: .store, reading: reading, owner: record.scope.joined(separator: "."),
            spelling: "Store(\(written ?? "…"))", detail: detail, location: location))
      }
      // A preview's store is never where the app starts, however it is built.
      for record in summary.unreadCalls
      where record.kind == .store && !model.isPreview(scope: record.scope) {
        sites.append(
          NavigationSite(
            kind: .store, reading: .unexplained, owner: record.scope.joined(separator: "."),
            spelling: record.spelling,
            detail: "a store whose reducer and initial state navviz could not read",
            location: summary.file.location(record.position)))
      }
    }
    return sites
  }
}
