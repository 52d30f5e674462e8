import NavGraphCore
import NavGraphFacts

/// Resolves file summaries into the graph and the lint facts, by running the passes in order.
struct GraphBuilder {
  /// Threads for the passes that resolve features or files independently; the result does
  /// not depend on it.
  var jobs = 1
  /// What becomes of the model once the graph and facts are out of it.
  var workingMemory = WorkingMemory.freed

  /// Each pass reads what the passes above it settled; why each sits where it does is said
  /// here, once. These settle everything a feature's facts read: which types are features,
  /// their names, fields, cases, integrations, effects and shapes.
  private let featurePasses: [any ResolutionPass] = [
    // First: every later pass attaches to features.
    FeaturePass(),
    // Edges carry names, so features are named before anything refers to them.
    NamingPass(),
    // Fields and cases, before anything reads them.
    DomainPass(),
    // Integrations on the fields just gathered, before edges: plain optionals and arrays
    // count only when integrated.
    AttachPass(),
    // Reads the attached `Scope`s; adds cases, so before shapes, which read cases.
    WrappedEnumPass(),
    // Names, fields and cases are settled: the shapes the following passes read.
    ShapePass(),
    // Needs a case's payload resolved to a feature (the shapes); edges go through groups.
    CaseGroupPass(),
    // Fields, integrations, shapes and groups are all settled.
    EdgePass(),
    // Its edges need no integration lookup; the features it adds need shapes again.
    ValueReducerPass(),
    // Again, for the features the value-reducer pass added.
    ShapePass(),
    // Reads settled features and integrations; changes nothing else.
    UnresolvedPass(),
  ]

  /// Then these, which add styles, stores and roots and change no feature. The construction
  /// pass, which reads no edge, runs beside them on the settled model (`build`), and the facts
  /// are written from that model too.
  private let graphPasses: [any ResolutionPass] = [
    // Edges view code alone gives, over routes of plain values: it reads the settled fields
    // and shapes, and its edges are styled as they are made, before the styles.
    RouteEdgePass(),
    // Styles the edges, which all exist now.
    StylePass(),
    // Reads the styles; changes no edge.
    ViewUsePass(),
    // After the value-reducer pass, which made pre-0.41 reducer values features; adds no edge.
    StorePass(),
    // Last: a root is a feature no edge reaches or goes through, so it reads every edge.
    RootPass(),
  ]

  func build(_ summaries: [FileSummary], index: TypeIndex? = nil)
    -> (NavigationGraph, ScanFacts, [ScanDiagnostic], NavigationCensus)
  {
    var model = ScanModel(summaries: summaries, index: index)
    model.jobs = jobs
    run(featurePasses, on: &model)
    // The features' facts, the case constructions and the graph's features read only what is
    // settled now (no edge), so on two cores they are resolved and sorted while the last
    // passes run and the edges (ten thousand) are sorted, which is work for one thread. The
    // snapshot leaves the edges out: the style pass then changes them in place rather than
    // copying them.
    var settled = model
    settled.edges = []
    let ((edges, roots, stores, viewUses, census), (facts, constructions, features, directives)) =
      concurrently(jobs: jobs) {
        run(graphPasses, on: &model)
        // Last: the census reads every edge, style and store the passes settled.
        return (
          Self.uniqueSorted(model.edges), Array(Set(model.roots)).sorted(),
          model.stores.sorted(), model.viewUses, CensusPass().census(of: model)
        )
      } _: { [settled] in
        var constructed = settled
        ConstructionPass().run(&constructed)
        return (
          FactsPass().facts(from: settled), constructed.constructions.sorted(),
          Self.features(of: settled), summaries.flatMap(\.directives).sorted()
        )
      }
    // What was not understood is what the census could not explain, of every kind.
    let graph = NavigationGraph(
      roots: roots, features: features, edges: edges, unresolved: census.unresolved.sorted())
    var scanFacts = ScanFacts(
      features: viewUses.apply(to: facts), constructions: constructions, directives: directives,
      stores: stores, helperIntegrations: FactsPass().helperIntegrations(in: model))
    scanFacts.actionCaseNames = Set(
      summaries.lazy.filter { !$0.file.isTest && !$0.importsTestFramework }
        .flatMap(\.actionCaseNames))
    scanFacts.answeredActions = ActionSends.answered(in: summaries)
    scanFacts.declaresAppEntryPoint = summaries.contains {
      $0.declaresAppEntryPoint && !$0.file.isTest && !$0.importsTestFramework
    }
    scanFacts.presentationClashes = PresentationClashes(model: model).clashes()
    let diagnostics = model.diagnostics.sorted()
    workingMemory.dispose((model, settled))
    return (graph, scanFacts, diagnostics, census)
  }

  private func run(_ passes: [any ResolutionPass], on model: inout ScanModel) {
    for pass in passes {
      pass.run(&model)
      model.keepKeysSorted()
    }
  }

  /// The graph's features, in canonical order: structural reducers (`ScanModel.structural`)
  /// are part of other features, not features.
  private static func features(of model: ScanModel) -> [Feature] {
    model.features.values.filter { !model.structural.contains($0.key) }.map {
      Feature(
        name: $0.name, kind: $0.kind, module: $0.key.module, location: $0.location,
        apiGeneration: $0.apiGeneration)
    }.sorted()
  }

  /// The edges in canonical order, each once: two declarations can give the same edge (a type
  /// under `#if` branches). The order compares every member, so equal edges end up side by
  /// side; dropping repeats there replaced hashing ten thousand edges into a set. (Edges
  /// that only sort alike — a missing field and an empty one — are kept, in the order built.)
  private static func uniqueSorted(_ edges: [Edge]) -> [Edge] {
    var unique: [Edge] = []
    unique.reserveCapacity(edges.count)
    var runStart = 0
    for edge in edges.sorted() {
      if let last = unique.last, !(last < edge) {
        if unique[runStart...].contains(edge) { continue }
      } else {
        runStart = unique.count
      }
      unique.append(edge)
    }
    return unique
  }
}
