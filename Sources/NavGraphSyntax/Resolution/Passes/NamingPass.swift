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
  }
}
