import NavGraphCore
import NavGraphFacts

/// Resolves the feature each `Store(initialState:)` runs — by the reducer it is given, else by
/// its initial state's type — into `StoreEntry` facts (a store built before 0.41 runs a
/// reducer value, which the value-reducer pass made a feature), with the feature whose view
/// builds it. It adds no edges.
struct StorePass: ResolutionPass {
  func run(_ model: inout ScanModel) {
    var owners = ViewOwners(model)
    for summary in model.summaries {
      let module = summary.file.module
      let isTest = summary.file.isTest || summary.importsTestFramework
      for record in summary.stores {
        let isPreview = record.isPreview || model.isPreview(scope: record.scope)
        let byReducer = record.reducer.flatMap {
          resolve($0, scope: record.scope, module: module, in: model)
        }
        let byState = record.stateType.flatMap {
          resolve($0, scope: record.scope, module: module, in: model)
        }
        guard let key = byReducer ?? byState, model.features[key] != nil else { continue }
        var builtInViewOf: String?
        if !isTest, !isPreview,
          case .feature(let owner?) = owners.cachedSubject(
            storeType: nil, scope: record.scope, module: module,
            file: summary.file.absolutePath, in: model)
        {
          builtInViewOf = owner
        }
        // A store in a module that declares no such type (a folder compiled into each of
        // several app targets, each with its own `AppFeature`) starts every one of them.
        let started =
          key.module == module
          ? [key] : model.features.keys.filter { $0.path == key.path && $0.module != module }
        for key in started.sorted() {
          guard let feature = model.features[key] else { continue }
          model.stores.append(
            StoreEntry(
              feature: feature.name, location: summary.file.location(record.position),
              isTest: isTest, isPreview: isPreview, builtInViewOf: builtInViewOf,
              runsReducer: byReducer != nil))
        }
      }
    }
  }

  private func resolve(_ written: String, scope: [String], module: String, in model: ScanModel)
    -> TypeKey?
  {
    guard let ref = TypeRef.parse(written) else { return nil }
    if let key = model.feature(named: ref, scope: scope, module: module) { return key }
    // A reducer value (`appReducer`) is a feature keyed by where its variable is declared.
    for length in stride(from: scope.count, through: 0, by: -1) {
      let key = TypeKey(module: module, path: Array(scope.prefix(length)) + ref.components)
      if model.features[key] != nil { return key }
    }
    // A public value of another module, which the app target imports (`reducer: appReducer`
    // in the app, `public let appReducer` in `AppFeature`): only when one module declares it.
    let elsewhere = model.features.keys.filter {
      $0.path == ref.components && $0.module != module
    }
    return elsewhere.count == 1 ? elsewhere.first : nil
  }
}
