import NavGraph

/// Resolves file summaries into the graph and the lint facts, by running the passes in order.
struct GraphBuilder {
  /// Threads for the passes that resolve features or files independently; the result does
  /// not depend on it.
  var jobs = 1

  /// The order matters; each pass's comment says why it sits where it does.
  private let passes: [any ResolutionPass] = [
    FeaturePass(),
    NamingPass(),
    DomainPass(),
    AttachPass(),
    EdgePass(),
    ValueReducerPass(),
    StylePass(),
    ConstructionPass(),
    StorePass(),
    RootPass(),
  ]

  func build(_ summaries: [FileSummary], index: TypeIndex? = nil)
    -> (NavigationGraph, ScanFacts, [ScanDiagnostic])
  {
    var model = ScanModel(summaries: summaries, index: index)
    model.jobs = jobs
    for pass in passes {
      pass.run(&model)
      model.keepKeysSorted()
    }
    // Writing the graph out (sorting ten thousand edges) and writing the facts out read the
    // settled model and nothing else: on two cores they run side by side.
    let settled = model
    let (graph, facts) = concurrently(jobs: jobs) {
      Self.graph(of: settled)
    } _: {
      ScanFacts(
        features: FactsPass().facts(from: settled), constructions: settled.constructions.sorted(),
        directives: summaries.flatMap(\.directives).sorted(), stores: settled.stores.sorted())
    }
    return (graph, facts, model.diagnostics.sorted())
  }

  private static func graph(of model: ScanModel) -> NavigationGraph {
    let features = model.features.values.map {
      Feature(name: $0.name, kind: $0.kind, module: $0.key.module, location: $0.location)
    }
    // Two declarations can give the same edge (a type under `#if` branches): keep one.
    let edges = Array(Set(model.edges))
    return NavigationGraph(roots: model.roots, features: features, edges: edges).sorted()
  }
}
