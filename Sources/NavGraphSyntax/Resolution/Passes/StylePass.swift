import NavGraphCore

/// Records how view code shows each destination (`.sheet`, `.navigationDestination`,
/// `NavigationStack(path:)`, ...) on the edge its scoped store names. The owner is the
/// feature of the view's `store`; a view whose store type is unknown styles an edge only when
/// the field and case name one owner.
struct StylePass: ResolutionPass, Sendable {
  func run(_ model: inout ScanModel) {
    // Edges by what a view modifier can name: field, case, whether it is the stack, and the
    // owner when the view's store says it. A large app has thousands of edges and modifiers,
    // most on a field called `destination`; filtering candidates per modifier would be
    // quadratic in them.
    var edges: [StyleKey: [Int]] = [:]
    let viewOwners = ViewOwners(model)
    // Features sharing a state have one view: a view of that state names their edges through
    // the one standing for them.
    let byState = viewOwners.byState
    // Up to four keys per edge: the table is sized once for them.
    edges.reserveCapacity(model.edges.count * 2)
    for (index, edge) in model.edges.enumerated() where edge.kind.isNavigation {
      guard let field = edge.field else { continue }
      let isStack = edge.kind == .stack
      // A view helper handed the enum's own store names the case only.
      if let via = edge.via, let caseName = edge.case {
        edges[StyleKey(owner: nil, via: via, field: "", case: caseName, isStack: isStack),
              default: []].append(index)
      }
      for owner in [byState.representative(of: edge.from), nil] as [String?] {
        edges[StyleKey(owner: owner, field: field, case: nil, isStack: isStack), default: []]
          .append(index)
        if let caseName = edge.case {
          edges[StyleKey(owner: owner, field: field, case: caseName, isStack: isStack),
                default: []].append(index)
        }
      }
    }
    // Each key is decided once: after the first modifier naming it, its edges all have a
    // style (the first stays) or it names edges of two owners (ambiguous, so never styled).
    // The owner of each modifier reads only bindings, index and features: resolved for all
    // files in parallel, then applied in file order.
    let snapshot = model
    let owners = snapshot.map(snapshot.summaries) { summary in
      summary.viewStyles.map { record in
        viewOwners.subject(
          storeType: record.storeType, scope: record.scope, module: summary.file.module,
          file: summary.file.absolutePath,
          in: snapshot)
      }
    }
    var decided = Set<StyleKey>()
    for (summary, owners) in zip(model.summaries, owners) {
      for (record, owner) in zip(summary.viewStyles, owners) {
        let site = SitePosition(file: summary.file.relativePath, position: record.position)
        guard let style = PresentationStyle(rawValue: record.style) else { continue }
        guard let field = record.state.first else {
          model.viewSites[site] = .wholeStore
          continue
        }
        let key: StyleKey
        var ownerName: String?
        switch owner {
        case .feature(let owner):
          ownerName = owner
          key = StyleKey(
            owner: owner.map(byState.representative), field: field,
            case: record.state.count > 1 ? record.state[1] : nil,
            isStack: style == .navigationStack)
        case .enumReducer(let via):
          ownerName = via
          key = StyleKey(
            owner: nil, via: via, field: "", case: field, isStack: style == .navigationStack)
        }
        guard let matches = edges[key], let first = matches.first else {
          model.viewSites[site] = .noEdge(path: record.state, owner: ownerName)
          continue
        }
        let from = model.edges[first].from
        let standing = byState.representative(of: from)
        guard matches.allSatisfy({ byState.representative(of: model.edges[$0].from) == standing })
        else {
          model.viewSites[site] = .ambiguous(
            owners: Array(Set(matches.map { model.edges[$0].from })).sorted())
          continue
        }
        model.viewSites[site] = .matched(edges: matches.count, owner: from)
        guard decided.insert(key).inserted else { continue }
        for index in matches where model.edges[index].style == nil {
          model.edges[index].style = style
          Self.settlePrompt(&model.edges[index])
        }
      }
    }
    styleBindings(&model, edges: edges, owners: viewOwners, byState: byState)
    styleRoutes(&model)
  }

  /// A presentation handed a binding of a field that holds a child (`.sheet(item:
  /// viewStore.$webViewState) { CommonWebView(...) }`, `$store.destination.share`) shows that
  /// child: its edge takes the modifier's style, as one handed a scoped store would give it.
  /// Only where the view's feature is known, a field held whole names a child of its own (a
  /// destination enum's cases are named by the case the binding picks), and no view modifier
  /// styled the edge first.
  private func styleBindings(
    _ model: inout ScanModel, edges: [StyleKey: [Int]], owners: ViewOwners,
    byState: FeaturesByState
  ) {
    for summary in model.appSummaries {
      for record in summary.unreadCalls where record.kind == .viewPresentation {
        guard case .storeState(let path)? = record.driver, let field = path.first,
          let name = record.spelling.split(separator: "(").first,
          let style = PresentationStyle(rawValue: String(name)), style != .navigationStack,
          case .feature(let owner?) = owners.subject(
            storeType: nil, scope: record.scope, module: summary.file.module,
            file: summary.file.absolutePath, in: model)
        else { continue }
        let key = StyleKey(
          owner: byState.representative(of: owner), field: field,
          case: path.count > 1 ? path[1] : nil, isStack: false)
        guard let matches = edges[key],
          path.count > 1 || matches.allSatisfy({ model.edges[$0].case == nil })
        else { continue }
        for index in matches where model.edges[index].style == nil {
          model.edges[index].style = style
          Self.settlePrompt(&model.edges[index])
        }
      }
    }
  }

  /// A TCA 2.0 prompt is either an alert or a dialog: the modifier that presents it is the
  /// only place that says which (its name only guessed). 1.x's `AlertState` and
  /// `ConfirmationDialogState` say it themselves.
  private static func settlePrompt(_ edge: inout Edge) {
    guard edge.kind.promptKind != nil, PromptKind(stateTypeName: edge.to) == nil else { return }
    switch edge.style {
    case .alert?: edge.kind = .alert
    case .confirmationDialog?: edge.kind = .dialog
    default: break
    }
  }

  /// TCACoordinators screens take the style of the route first built around them
  /// (`state.routes.push(.detail(...))`, `.sheet(.list(...))`), in file order, outside tests;
  /// only edges no view modifier styled. A screen shown as a sheet or a cover is presented, not
  /// pushed: its edge becomes a `destination` (a case of the screen enum, presented).
  private func styleRoutes(_ model: inout ScanModel) {
    var styles: [RouteKey: PresentationStyle] = [:]
    for summary in model.summaries where !summary.file.isTest && !summary.importsTestFramework {
      for record in summary.constructions {
        guard let style = record.route?.style, let field = record.field else { continue }
        let name = field.split(separator: ".").last.map(String.init) ?? field
        let key = RouteKey(field: name, case: record.caseName)
        if styles[key] == nil { styles[key] = style }
      }
    }
    guard !styles.isEmpty else { return }
    for index in model.edges.indices where model.edges[index].style == nil {
      let edge = model.edges[index]
      guard edge.kind == .stack, let field = edge.field, let caseName = edge.case,
        let style = styles[RouteKey(field: field, case: caseName)]
      else { continue }
      model.edges[index].style = style
      if style == .sheet || style == .fullScreenCover { model.edges[index].kind = .destination }
    }
  }

  private struct RouteKey: Hashable {
    var field: String
    var `case`: String
  }

  /// What a view modifier names: `owner` nil when the view's store type is unknown.
  private struct StyleKey: Hashable {
    var owner: String?
    /// The enum reducer, when the view holds its store rather than the owner's.
    var via: String? = nil
    var field: String
    var `case`: String?
    var isStack: Bool
  }
}
