import NavGraphCore
import NavGraphFacts

/// The state the resolution passes share: summaries in, graph and facts out.
struct ScanModel: Sendable {
  let summaries: [FileSummary]
  let index: TypeIndex
  /// Threads a pass may use for work it does per feature or per file (`ScanOptions.jobs`).
  var jobs = 1
  var features: [TypeKey: FeatureModel] = [:]
  /// Set by `FeaturePass`.
  var reducerProtocols = ReducerProtocols.none
  /// Set by `ShapePass`; read through `shapes(of:)`. Beside `features` rather than in them,
  /// so setting them does not write (or copy) the features a pass's snapshot still shares.
  var shapes: [TypeKey: FeatureShapes] = [:]
  var edges: [Edge] = []
  var roots: [String] = []
  var constructions: [CaseConstruction] = []
  var stores: [StoreEntry] = []
  var diagnostics: [ScanDiagnostic] = []
  /// Integrations in helper operators of `extension Reducer` (`AttachPass`).
  var helperIntegrations: [Located<IntegrationRecord>] = []
  /// What looked like navigation but was not read (`UnresolvedPass`).
  var unresolved: [Unresolved] = []
  /// What each presentation a view applies was matched with (`StylePass`), for the census.
  var viewSites: [SitePosition: ViewSiteOutcome] = [:]
  /// What each presentation over a route case showed (`RouteEdgePass`), for the census.
  var routeSites: [SitePosition: RouteSiteOutcome] = [:]
  /// The integrations attached to a feature or kept as a helper's (`AttachPass`), for the
  /// census.
  var attachedIntegrations: Set<SitePosition> = []
  /// How views use each feature's fields (`ViewUsePass`).
  var viewUses = ViewUses()
  /// Enum reducers held as a case of another enum reducer (`CaseGroupPass`).
  var caseGroups = CaseGroups()
  /// Reducers that are part of another feature rather than features of their own: side
  /// reducers on another feature's domain (`DomainPass`) and case groups no field holds
  /// (`CaseGroupPass`). They stay in `features` for resolution, but are not written out as
  /// features, facts or roots.
  var structural: Set<TypeKey> = []
  /// Types declared or extended as a `PreviewProvider` anywhere in the app.
  let previewTypes: Set<String>

  /// Whether code in `scope` is a preview's: inside a type some file makes a
  /// `PreviewProvider`, also in an extension of it that does not say so.
  func isPreview(scope: [String]) -> Bool {
    scope.contains(where: previewTypes.contains)
  }

  /// `index`, when given, is the finished index of exactly these summaries (built while they
  /// were being made); otherwise it is built here.
  init(summaries: [FileSummary], index: TypeIndex? = nil) {
    self.summaries = summaries
    self.index = index ?? TypeIndex(summaries: summaries)
    previewTypes = Set(summaries.flatMap(\.previewTypes))
    for (key, found) in self.index.redeclared {
      diagnostics.append(ScanDiagnostic(
        severity: .warning,
        message: "\(key.dotted) is declared \(found.count) times; the first "
          + "\(TypeIndex.declarationLimit) are read, the rest left out",
        location: found.first.file.location(found.first.record.position)))
    }
  }

  /// Features in a stable order, for passes whose output depends on visiting order.
  /// `GraphBuilder` re-sorts after each pass (`keepKeysSorted`): passes only add features,
  /// and sorting 7,000 keys in every pass that reads them cost as much as some passes.
  private(set) var sortedKeys: [TypeKey] = []

  /// Sorts `sortedKeys` again when a pass added features.
  mutating func keepKeysSorted() {
    if sortedKeys.count != features.count { sortedKeys = features.keys.sorted() }
    assert(Set(sortedKeys) == Set(features.keys), "a pass removed a feature")
  }

  /// `elements.map(transform)`, on `jobs` threads when there are several; results keep input
  /// order, so a pass that merges them in order gives the same model on any number of jobs.
  func map<Element: Sendable, Result: Sendable>(
    _ elements: [Element], _ transform: @escaping @Sendable (Element) -> Result
  ) -> [Result] {
    guard jobs > 1 else { return elements.map(transform) }
    return elements.parallelMap(jobs: jobs, stackSize: ScanLimits.workerStackSize, transform)
  }

  /// The feature a name written at `scope` in `module` refers to (`Child`, `Child.State`).
  func feature(named ref: TypeRef, scope: [String], module: String) -> TypeKey? {
    // `Self` (`typealias Store = StoreOf<Self>`): the type the name is written in.
    if ref.components.first == "Self", !scope.isEmpty {
      var named = ref
      named.components = scope + ref.components.dropFirst()
      return feature(named: named, scope: [], module: module)
    }
    if let key = index.resolve(ref.components, scope: scope, module: module) {
      if isFeature(key) { return key }
      // `State` written alone inside a feature (`IdentifiedArrayOf<State>`, a recursive
      // feature's rows): the `State` it resolves to is the enclosing feature's.
      if ref.components == ["State"], key.path.last == "State" {
        let owner = TypeKey(module: key.module, path: Array(key.path.dropLast()))
        if isFeature(owner) { return owner }
      }
    }
    let components = ref.featureComponents
    guard components.count != ref.components.count,
      let key = index.resolve(components, scope: scope, module: module), isFeature(key)
    else { return nil }
    return key
  }

  /// `features[key] != nil` without copying the feature out (these are asked tens of
  /// thousands of times).
  func isFeature(_ key: TypeKey) -> Bool {
    features.index(forKey: key) != nil
  }

  /// A type the feature declares or aliases (`State`, `Action`), else the one a reducer
  /// protocol it conforms to fixes for it (`Action == FeatureAction<Self>`, an associated
  /// type's default, a typealias in an extension of the protocol).
  func member(_ name: String, of feature: FeatureModel) -> TypeKey? {
    if let key = index.member(name, of: feature.key) { return key }
    for key in feature.protocols {
      if let found = index.member(name, of: key) { return found }
    }
    return bodyDomain(name, of: feature)
  }

  /// `State` or `Action` of a reducer that declares neither and names them in its body's type
  /// (`var body: some Reducer<FavoritingState<ID>, FavoritingAction>`).
  private func bodyDomain(_ name: String, of feature: FeatureModel) -> TypeKey? {
    let position: Int
    switch name {
    case "State": position = 0
    case "Action": position = 1
    default: return nil
    }
    guard let written = writtenBodyDomain(of: feature.key)?[position] else { return nil }
    return index.resolve(written.components, scope: feature.key.path, module: feature.key.module)
  }

  /// The state and action types `key`'s body is declared with (`some Reducer<S, A>`), as
  /// written.
  func writtenBodyDomain(of key: TypeKey) -> [TypeRef]? {
    for located in index.records(of: key) {
      guard let text = located.record.bodyType, let type = TypeRef.parse(text),
        type.arguments.count == 2
      else { continue }
      return type.arguments
    }
    return nil
  }

  /// The innermost feature lexically enclosing `scope`: the type its path names, also
  /// through a typealias (`extension Profile.Screen` with `typealias Screen = ProfileScreen`).
  func enclosingFeature(scope: [String], module: String) -> TypeKey? {
    for length in stride(from: scope.count, through: 1, by: -1) {
      let path = Array(scope.prefix(length))
      if let key = index.resolveWhole(path, module: module), isFeature(key) {
        return key
      }
    }
    return nil
  }
}

/// One step of turning summaries into a graph. Passes run in the order `GraphBuilder` lists
/// them, which says why each sits where it does.
protocol ResolutionPass {
  func run(_ model: inout ScanModel)
}
