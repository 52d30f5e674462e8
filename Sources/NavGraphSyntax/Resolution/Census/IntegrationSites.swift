import NavGraphCore
import NavGraphFacts

/// The census of integrations: each `ifLet`/`forEach`/`ifCaseLet`/`Scope`/`forEachRoute` and
/// pre-0.41 `pullback` outside tests, with the edges of the field it integrates, or why it was
/// not read; and the integration calls no recognizer read.
struct IntegrationSites {
  var model: ScanModel
  var edges: CensusEdges

  func sites() -> [NavigationSite] {
    let problems = Dictionary(
      model.unresolved.filter { $0.kind == .integration }.compactMap { item in
        item.location.map { ($0, item.reason) }
      }, uniquingKeysWith: { first, _ in first })
    var sites: [NavigationSite] = []
    // Attached integrations as the attach pass resolved them (key paths handed by name looked
    // up); one integrated into several conformers of a protocol is one site.
    var listed = Set<SitePosition>()
    for key in model.sortedKeys where !model.structural.contains(key) {
      guard let feature = model.features[key] else { continue }
      for item in feature.integrations where !item.file.isTest {
        let record = item.record
        guard
          listed.insert(SitePosition(file: item.file.relativePath, position: record.position))
            .inserted
        else { continue }
        let location = item.file.location(record.position)
        let (reading, detail) =
          problems[location].map { (NavigationSite.Reading.unexplained, $0) }
          ?? explanation(of: record, owner: feature)
        sites.append(
          NavigationSite(
            kind: .integration, reading: reading, owner: feature.name,
            spelling: Self.spelling(record), detail: detail, location: location))
      }
    }
    for summary in model.appSummaries {
      // A pre-0.41 `row.forEach(state:action:environment:)` is read as a pullback: its census
      // line is the pullback's.
      let pulledBack = Set(summary.pullbacks.map(\.position))
      for record in summary.integrations where !pulledBack.contains(record.position) {
        let site = SitePosition(file: summary.file.relativePath, position: record.position)
        guard !listed.contains(site) else { continue }
        sites.append(unattached(record, at: site, in: summary))
      }
      for record in summary.pullbacks {
        sites.append(pullback(record, in: summary))
      }
      for record in summary.unreadCalls where record.kind == .integration {
        let (reading, detail) = Self.unread(record)
        sites.append(
          NavigationSite(
            kind: .integration, reading: reading,
            owner: record.scope.joined(separator: "."), spelling: record.spelling,
            detail: detail, location: summary.file.location(record.position)))
      }
    }
    return sites
  }

  /// What an integration call no recognizer read is. A reducer's `ifLet` is handed a key path
  /// or a case path first; `store.ifLet(then:else:)` is the store's, called in view code.
  private static func unread(_ record: UnreadCallRecord) -> (NavigationSite.Reading, String) {
    if record.spelling.hasPrefix("ifLet(then:") {
      return (
        .notNavigation,
        "Store.ifLet(then:else:) unwraps an optional store in view code: no reducer "
          + "integration; the state it unwraps is integrated where its reducer runs it"
      )
    }
    return (
      .unexplained,
      "an integration in a form navviz does not read"
        + (record.subject.map { " (\($0.text))" } ?? "")
    )
  }

  /// An integration no feature took: a helper operator's (any reducer may call it), a store
  /// scoped in view code, or one in code that is no feature the scan found.
  private func unattached(
    _ record: IntegrationRecord, at site: SitePosition, in summary: FileSummary
  ) -> NavigationSite
  {
    let owner = record.scope.joined(separator: ".")
    let (reading, detail): (NavigationSite.Reading, String)
    if model.attachedIntegrations.contains(site) {
      (reading, detail) = (
        .explained, "a helper operator any reducer may call; read where it is called"
      )
    } else if record.isStoreSpelling {
      (reading, detail) = (.notNavigation, "a store scoped in view code, not an integration")
    } else {
      (reading, detail) = (
        .unexplained,
        record.scope.isEmpty
          ? "at file level, in no feature" : "in \(owner), which is no feature the scan found"
      )
    }
    return NavigationSite(
      kind: .integration, reading: reading, owner: owner, spelling: Self.spelling(record),
      detail: detail, location: summary.file.location(record.position))
  }

  private func explanation(of record: IntegrationRecord, owner: FeatureModel)
    -> (NavigationSite.Reading, String)
  {
    if record.nestedIn != nil {
      return (.explained, "nested in another integration, relative to its state")
    }
    if record.op == .ifCaseLet {
      return (.explained, "runs \(owner.name)'s child on a case of its state")
    }
    guard let field = record.state?.components.first ?? record.stateName else {
      return (.explained, "reads no key path")
    }
    if field == "self" { return (.explained, "runs on the whole of \(owner.name)'s state") }
    // A hand-written enum reducer scopes its own cases (`Scope(state: /State.settings, ...)`):
    // the edges go from whoever holds it, through it.
    if owner.isEnumLike {
      if owner.wrappedField == field {
        return (.explained, "scopes the enum of screens its state wraps; its cases are its own")
      }
      return owner.cases.contains(where: { $0.record.name == field })
        ? (.explained, "scopes \(owner.name)'s case \(field); its edges go through it")
        : (.unexplained, "scopes \(field), which is no case of \(owner.name)'s State")
    }
    let found = edges.edges(of: owner.name, field: field)
    if !found.isEmpty { return (.explained, "integrates \(field): " + CensusEdges.describe(found)) }
    // A field whose own census line says what it holds and why it gave no edge.
    if owner.fields.contains(where: { $0.record.name == field }) {
      return (.explained, "integrates \(field), which gave no edge (see its state field)")
    }
    // `struct OnRoutes<Wrapped: Reducer>`, a library's reducer over the reducer and the key
    // path it is built with: its state is whatever its generic parameters are bound to.
    let generics = model.index.records(of: owner.key).flatMap(\.record.genericParameters)
    if !generics.isEmpty {
      return (
        .explained,
        "in \(owner.name), generic over \(generics.joined(separator: ", ")): it integrates "
          + "\(field) of the state it is built with; read where it is built"
      )
    }
    return (.unexplained, "integrates \(field), which neither is a stored field nor gave an edge")
  }

  /// A pre-0.41 `pullback`/`forEach` in the initializer of a reducer value: the value is a
  /// feature keyed by where its variable is declared (`ValueReducerPass`).
  private func pullback(_ record: PullbackRecord, in summary: FileSummary) -> NavigationSite {
    let owner = record.container.flatMap { container in
      model.features[TypeKey(module: summary.file.module, path: record.scope + [container])]
    }
    let field = record.state?.components.first
    let found = owner.flatMap { owner in field.map { edges.edges(of: owner.name, field: $0) } }
      ?? []
    let state = "state: \\.\(record.state?.components.joined(separator: ".") ?? "?")"
    let spelling =
      record.operatorName.map { "\($0)(\(record.child), \(state))" }
      ?? "\(record.child).\(record.isForEach ? "forEach" : "pullback")(\(state))"
    let location = summary.file.location(record.position)
    // The body of an operator in `extension Reducer` pulls back the child it is handed at the
    // state it is handed: what it composes is read where it is called.
    if owner == nil, record.state == nil, let extended = record.scope.first,
      ReducerProtocols.library.contains(extended)
    {
      return NavigationSite(
        kind: .integration, reading: .explained, owner: record.scope.joined(separator: "."),
        spelling: spelling,
        detail: "in a reducer operator handed the child and its state; read where it is called",
        location: location)
    }
    return NavigationSite(
      kind: .integration, reading: found.isEmpty ? .unexplained : .explained,
      owner: owner?.name ?? record.container ?? record.scope.joined(separator: "."),
      spelling: spelling,
      detail: found.isEmpty
        ? (owner == nil
          ? "a pullback outside any reducer value navviz found"
          : "a pullback whose state gave \(owner!.name) no edge")
        : CensusEdges.describe(found),
      location: location)
  }

  /// `ifLet(\.$destination)`, `Scope(\.child)`, `forEachRoute(routes)`.
  static func spelling(_ record: IntegrationRecord) -> String {
    let name = record.op.rawValue
    let path = record.state.map { "\\." + $0.components.joined(separator: ".") }
      ?? record.stateName ?? ""
    return "\(name)(\(path))"
  }
}
