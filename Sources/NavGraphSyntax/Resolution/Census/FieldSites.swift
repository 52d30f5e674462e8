import NavGraphCore
import NavGraphFacts

/// The census of state fields: every field of a feature's `State` that can hold a child — a
/// presentation wrapper, a stack or route array, an alert or dialog, a child feature's state,
/// or an optional or array some integration names — with the edges it became or why none.
struct FieldSites {
  var model: ScanModel
  var edges: CensusEdges
  /// Which fields code sets and what files import, read only for the rare sites that ask.
  private let lookups: OnDemandLookups

  init(model: ScanModel, edges: CensusEdges) {
    self.model = model
    self.edges = edges
    self.lookups = OnDemandLookups(model)
  }

  /// `FieldWrites` and the input modules, resolved the first time they are asked.
  private final class OnDemandLookups {
    private let model: ScanModel
    private lazy var writes = FieldWrites(model)

    init(_ model: ScanModel) { self.model = model }

    func isSet(_ field: String, of owner: TypeKey) -> Bool { writes.isSet(field, of: owner) }

    /// The modules `file` imports that no input is (`AUv3Controls`), leaving out Apple's and
    /// Point-Free's, which hold no feature of the app's.
    func foreignImports(of file: SourceFile) -> [String] {
      let inputs = inputModules
      return (importsByFile[file.absolutePath] ?? []).filter {
        !inputs.contains($0) && !PlatformModules.names.contains($0)
      }
    }

    private lazy var inputModules = Set(model.summaries.map(\.file.module))
    private lazy var importsByFile = Dictionary(
      model.summaries.map { ($0.file.absolutePath, $0.imports) }, uniquingKeysWith: { a, _ in a })
  }

  func sites() -> [NavigationSite] {
    var sites: [NavigationSite] = []
    for key in model.sortedKeys where !model.structural.contains(key) {
      guard let feature = model.features[key], !feature.isEnumLike,
        !feature.fields.isEmpty, !isTest(feature)
      else { continue }
      let shapes = model.shapes(of: feature).fields
      for (field, shaped) in zip(feature.fields, shapes) {
        if let site = site(field, shaped: shaped, of: feature) { sites.append(site) }
      }
    }
    return sites
  }

  private func isTest(_ feature: FeatureModel) -> Bool {
    feature.fields.first.map { $0.file.isTest } ?? false
  }

  private func site(
    _ field: Located<FieldRecord>, shaped: FeatureShapes.Field, of feature: FeatureModel
  ) -> NavigationSite? {
    let record = field.record
    let shape = shaped.shape
    let integrated = feature.integrations.contains {
      $0.record.nestedIn == nil && $0.record.state?.starts(withField: record.name) == true
    }
    let holdsChild =
      shaped.childKey != nil || shape.child != nil || shape.leaf != nil || shaped.prompt != nil
    let isContainer = shape.container == .stackState || shape.container == .routes
    guard record.wrapper != nil || isContainer || holdsChild
      || (integrated && (shape.isOptional || shape.container != nil))
    else { return nil }
    let found = edges.edges(of: feature.name, field: record.name)
    func site(_ reading: NavigationSite.Reading, _ detail: String) -> NavigationSite {
      NavigationSite(
        kind: .stateField, reading: reading, owner: feature.name,
        spelling: Self.spelling(record), detail: detail,
        location: field.file.location(record.position))
    }
    if !found.isEmpty { return site(.explained, CensusEdges.describe(found)) }
    let childName = shaped.childKey.flatMap { model.features[$0]?.name }
    // `var lastSaved: State?`: a copy of the feature's own state, which nothing runs.
    if shaped.childKey == feature.key, !integrated {
      return site(.notNavigation, "a copy of \(feature.name)'s own state: data, not a child")
    }
    if let childName, !integrated, shape.isOptional || shape.container != nil {
      return site(
        .explained,
        "no edge: \(childName)'s state is held without an integration "
          + "(lint's unintegrated-presentation reads it)")
    }
    if let childName, !shape.isOptional, shape.container == nil {
      return site(
        .explained, "no edge: \(childName)'s state is held in place without a Scope")
    }
    if let written = shape.child, shaped.childKey == nil {
      let scope = record.declaringScope ?? feature.key.path + ["State"]
      // A client's or a model's own `State` (`Loader.State` of a dependency) is data.
      if model.index.resolve(written.components, scope: scope, module: feature.key.module) != nil {
        return site(
          .notNavigation,
          "\(written.dotted).State is data: \(written.dotted) is declared, and is no reducer")
      }
      let foreign = lookups.foreignImports(of: field.file)
      return site(
        .unexplained,
        "names \(written.dotted).State, which is no type in the scanned sources: "
          + (foreign.isEmpty
            ? "a package not given as input?"
            : "from \(foreign.joined(separator: " or ")), which the file imports and no input "
              + "is? Give its sources as another input"))
    }
    if record.wrapper != nil, shape.child == nil, shape.leaf == nil, shaped.prompt == nil {
      return site(
        .explained,
        "no edge: presents a plain value (\(record.typeText ?? "?")), which is no feature")
    }
    if let childKey = shaped.childKey, let child = model.features[childKey], child.isEnumLike,
      child.cases.isEmpty
    {
      return site(
        .explained, "no edge: \(child.name) has no cases yet, so there is nothing to present")
    }
    if let leaf = shape.leaf {
      // Before `@PresentationState` the view alone showed it (`.alert(store.scope(state:
      // \.alert), dismiss: .alertDismissed)`); a reducer value's field gives no edge.
      if model.viewUses.byFeature[feature.name]?[record.name] == .presented {
        return site(
          .explained,
          "no edge: \(leaf.rawValue) held without @Presents, shown by its view through a "
            + "scoped store")
      }
      // Nothing sets it either: it never shows, and is dead state, as lint says.
      if !record.hasInitialValue, !lookups.isSet(record.name, of: feature.key) {
        return site(
          .explained,
          "no edge: \(leaf.rawValue) that no code sets and no view shows: it never appears "
            + "(lint's unreachable-presentation reports it)")
      }
      return site(
        .unexplained,
        "\(leaf.rawValue) held without @Presents or an integration, and no view shows it "
          + "through a scoped store")
    }
    // `var root: Path.State?` beside `var path: StackState<Path.State>`: the stack's root
    // screen, one of the screens its edges already go to (`EdgePass`).
    if let childName, record.wrapper == nil, shape.container == nil,
      let stack = stackField(holding: shaped.childKey, in: feature)
    {
      return site(
        .explained,
        "the root screen of the stack at \(stack): \(childName)'s screens are its edges")
    }
    if let childName {
      return site(.unexplained, "integrated, and holds \(childName), which gave no edge")
    }
    return site(
      .unexplained, "integrated, but the child it holds is no reducer navviz found")
  }

  /// The feature's stack field whose elements are `child`'s state, if any.
  private func stackField(holding child: TypeKey?, in feature: FeatureModel) -> String? {
    guard let child else { return nil }
    let shapes = model.shapes(of: feature).fields
    return zip(feature.fields, shapes).first {
      $0.1.shape.container == .stackState && $0.1.childKey == child
    }?.0.record.name
  }

  /// `@Presents var destination: Destination.State?`, as the declaration reads.
  static func spelling(_ record: FieldRecord) -> String {
    let wrapper = record.wrapper.map { "@\($0 == .presents ? "Presents" : "PresentationState") " }
    return (wrapper ?? "") + "var \(record.name)" + (record.typeText.map { ": \($0)" } ?? "")
  }
}
