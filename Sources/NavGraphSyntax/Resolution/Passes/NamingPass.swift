/// Names features by their lexical path, and by module too when two modules declare the same
/// path (`Settings.Feature` and `Profile.Feature`). Before edges are built, since edges carry
/// names.
struct NamingPass: ResolutionPass {
  func run(_ model: inout ScanModel) {
    var modulesByPath: [String: Set<String>] = [:]
    for key in model.features.keys { modulesByPath[key.dotted, default: []].insert(key.module) }
    for key in model.sortedKeys where (modulesByPath[key.dotted]?.count ?? 0) > 1 {
      model.features[key]?.name = key.module + "." + key.dotted
    }
    // A module-qualified name can still equal a nested one (module `App` with `Settings`,
    // type `App` with a nested `Settings`); names must be unique, so the later one in sort
    // order says its module in brackets.
    var taken = Set<String>()
    for key in model.sortedKeys {
      guard let name = model.features[key]?.name else { continue }
      if !taken.insert(name).inserted {
        let unique = "\(name) [\(key.module)]"
        model.features[key]?.name = unique
        taken.insert(unique)
      }
    }
  }
}
