/// Roots are the features nothing presents, pushes or scopes to, and that no edge goes
/// through (an enum reducer held by a parent is not where navigation starts), and that are
/// features rather than part of one (`ScanModel.structural`).
struct RootPass: ResolutionPass {
  func run(_ model: inout ScanModel) {
    var reached = Set<String>()
    for edge in model.edges {
      reached.insert(edge.to)
      if let via = edge.via { reached.insert(via) }
    }
    model.roots = model.features.values.filter { !model.structural.contains($0.key) }
      .map(\.name).filter { !reached.contains($0) }.sorted()
  }
}
