/// Roots are the features nothing presents, pushes or scopes to, and that no edge goes
/// through (an enum reducer held by a parent is not where navigation starts), and that are
/// features rather than part of one (`ScanModel.structural`). A feature that runs only itself
/// (a recursive feature's rows) is reached by nothing else, and still where navigation starts.
struct RootPass: ResolutionPass {
  func run(_ model: inout ScanModel) {
    var reached = heldEnumReducers(in: model)
    for edge in model.edges {
      if edge.to != edge.from { reached.insert(edge.to) }
      if let via = edge.via { reached.insert(via) }
    }
    model.roots = model.features.values.filter { !model.structural.contains($0.key) }
      .map(\.name).filter { !reached.contains($0) }.sorted()
  }

  /// Enum reducers a field of another feature holds: part of that feature's navigation even
  /// when no edge goes through them, as a `Destination` with no cases yet (a placeholder a team
  /// adds its first screen to later).
  private func heldEnumReducers(in model: ScanModel) -> Set<String> {
    var held = Set<String>()
    for feature in model.features.values where !feature.fields.isEmpty {
      for field in model.shapes(of: feature).fields {
        guard let key = field.childKey, key != feature.key,
          let child = model.features[key], child.isEnumLike
        else { continue }
        held.insert(child.name)
      }
    }
    return held
  }
}
