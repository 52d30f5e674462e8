extension ScanFacts {
  /// The stores where the app starts running a feature: those built outside tests and
  /// previews, but for a child's store that a view of its parent builds while the parent holds
  /// and integrates the child's state (what `detached-child-store` reports). The parent
  /// already reaches that child, so the store says nothing about where the app starts.
  package var appEntryStores: [StoreEntry] {
    stores.filter { store in
      guard !store.isTest, !store.isPreview else { return false }
      guard let parentName = store.builtInViewOf, parentName != store.feature,
        let parent = feature(named: parentName)
      else { return true }
      return integratedHolders(of: store.feature, in: parent).isEmpty
    }
  }
}

extension ScanResult {
  /// The features the app starts at, in the order of their stores in the source, each once;
  /// when the scanned code holds no `@main` (a modular app read package by package, its app
  /// target unseen), also the features nothing presents or composes.
  package var entryPoints: [String] {
    var names = facts.appEntryStores.sorted().map(\.feature)
    if !facts.declaresAppEntryPoint {
      names += graph.roots
    }
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }
  }
}
