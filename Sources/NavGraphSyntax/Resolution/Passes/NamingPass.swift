/// Names features by their lexical path, and by module too when two modules declare the same
/// path (`Settings.Feature` and `Profile.Feature`).
struct NamingPass: ResolutionPass {
  func run(_ model: inout ScanModel) {
    // Keys sort by path first, so the modules declaring one path are side by side: a run of
    // equal paths longer than one gets module-qualified names. (A table of modules by dotted
    // path cost a string and a set per feature, on one thread.)
    let keys = model.sortedKeys
    var runStart = 0
    while runStart < keys.count {
      var runEnd = runStart + 1
      while runEnd < keys.count, keys[runEnd].path == keys[runStart].path { runEnd += 1 }
      if runEnd - runStart > 1 {
        for key in keys[runStart..<runEnd] {
          model.features[key]?.name = key.module + "." + key.dotted
        }
      }
      runStart = runEnd
    }
    // A module-qualified name can still equal a nested one (module `App` with `Settings`,
    // type `App` with a nested `Settings`); names must be unique, so the later one in sort
    // order says its module in brackets.
    var taken = Set<String>()
    taken.reserveCapacity(keys.count)
    for key in keys {
      guard let index = model.features.index(forKey: key) else { continue }
      let name = model.features.values[index].name
      if !taken.insert(name).inserted {
        let unique = "\(name) [\(key.module)]"
        model.features.values[index].name = unique
        taken.insert(unique)
      }
    }
  }
}
