/// Walks composed reducer values and builds the navigation graph they describe.
///
/// Composition (builder sequences, `CombineReducers`, `if`/`switch` in builders, optional
/// reducers, `Reduce` wrapping a reducer) is walked with `Mirror`; the integrating operators
/// describe themselves (``_NavigationIntegrating``); enum reducers are read from the metadata
/// `@Reducer` registers. Each reducer type is walked once, so recursive navigation (a `Path`
/// that pushes its own feature) terminates.
struct ReflectionWalker {
  private(set) var features: [String: Feature] = [:]
  private(set) var edges: [Edge] = []
  private(set) var roots: [String] = []
  private var walked: Set<ObjectIdentifier> = []

  /// Walks a root reducer value and everything it reaches.
  mutating func walkRoot(_ reducer: Any) {
    let name = register(type(of: reducer), value: reducer)
    roots.append(name)
    walkFeature(reducer)
  }

  /// Walks a feature: registers it and walks its body with it as the owner of what is found.
  private mutating func walkFeature(_ reducer: Any) {
    let type = type(of: reducer)
    guard walked.insert(ObjectIdentifier(type)).inserted else { return }
    if let enumReducer = caseReducerType(forState: stateType(of: reducer)),
      ObjectIdentifier(enumReducer) == ObjectIdentifier(type)
    {
      // An enum reducer reached as a root (an app switching between logged-in and
      // logged-out): it scopes to its cases itself.
      walkCases(of: enumReducer, owner: Owner(type), field: nil, container: .scope)
      return
    }
    guard let body = composedBody(of: reducer) else { return }
    walkComposition(body, owner: Owner(type))
  }

  /// Walks the reducers that make up one feature's body.
  private mutating func walkComposition(_ value: Any, owner: Owner) {
    if let integrating = value as? any _NavigationIntegrating {
      walkComposition(integrating._integrationBase, owner: owner)
      integrate(integrating._integration, owner: owner)
      return
    }
    if let reduce = value as? any _WrappingReducer {
      if let wrapped = reduce._wrappedReducer { walkComposition(wrapped, owner: owner) }
      return
    }
    if !isComposition(type(of: value)), value is any Reducer {
      // Another reducer type running on the same state (an analytics reducer in a body):
      // its integrations are the owner's.
      if let body = composedBody(of: value) { walkComposition(body, owner: owner) }
      return
    }
    for child in Mirror(reflecting: value).children {
      walkComposition(child.value, owner: owner)
    }
  }

  /// Adds the edges of one integrating operator and walks the child feature(s).
  private mutating func integrate(_ integration: NavigationIntegration, owner: Owner) {
    let field = integration.stateKeyPath.map { fieldOf($0, owner: owner) }
    let location = field?.location ?? owner.location(of: integration.location)
    let kind: EdgeKind
    switch integration.container {
    case .presentation, .optional: kind = .presentation
    case .stack: kind = .stack
    case .collection: kind = .collection
    case .scope: kind = .scope
    case let .enumCase(name):
      let child = firstFeature(in: integration.child)
      let target = child.map { register(type(of: $0), value: $0) }
        ?? ReducerTypeName(integration.childStateType).name
      edges.append(
        Edge(from: owner.name, to: target, kind: .scope, case: cleanCaseName(name),
             location: location))
      if let child { walkFeature(child) }
      return
    }
    if let leaf = EphemeralLeaf(stateType: integration.childStateType) {
      edges.append(
        Edge(from: owner.name, to: leaf.rawValue, kind: leaf.edgeKind, field: field?.name,
             location: location))
      return
    }
    // Rows of an enum reducer are one collection edge to it, as the scanner draws them.
    if kind != .collection,
      let enumReducer = caseReducerType(forState: integration.childStateType)
    {
      walkCases(
        of: enumReducer, owner: owner, field: field?.name,
        container: kind == .presentation ? .destination : kind)
      return
    }
    guard let child = firstFeature(in: integration.child) else { return }
    let target = register(type(of: child), value: child)
    edges.append(
      Edge(from: owner.name, to: target, kind: kind, field: field?.name, location: location))
    walkFeature(child)
  }

  /// One edge per case of an enum reducer held in `field`, and a walk of each case's reducer.
  private mutating func walkCases(
    of enumReducer: any CaseReducer.Type, owner: Owner, field: String?, container: EdgeKind
  ) {
    let via = register(enumReducer, value: nil)
    walked.insert(ObjectIdentifier(enumReducer))
    guard let metadata = reflection(of: enumReducer) else { return }
    let values = caseReducerValues(in: caseBody(of: enumReducer))
    for item in metadata.cases {
      let location = SourceLocation(
        file: metadata.fileID, line: item.line, column: item.column)
      let target: String
      let kind: EdgeKind
      var child: Any?
      switch item.kind {
      case .feature:
        guard let reducerType = item.reducerType else { continue }
        child = values[ObjectIdentifier(reducerType)]
        target = register(reducerType, value: child)
        kind = container
      case .alert: (target, kind) = (EphemeralLeaf.alert.rawValue, .alert)
      case .dialog: (target, kind) = (EphemeralLeaf.dialog.rawValue, .dialog)
      case .ignored:
        guard let payload = item.payloadType else { continue }
        (target, kind) = (payload, container)
      }
      edges.append(
        Edge(from: owner.name, to: target, kind: kind, field: field, via: via, case: item.name,
             location: location))
      if let child { walkFeature(child) }
    }
  }

  /// The case reducers in an enum reducer's body, by type.
  private func caseReducerValues(in body: Any) -> [ObjectIdentifier: Any] {
    var values: [ObjectIdentifier: Any] = [:]
    func visit(_ value: Any) {
      if let integrating = value as? any _NavigationIntegrating {
        if let child = firstFeature(in: integrating._integration.child) {
          values[ObjectIdentifier(type(of: child))] = child
        }
        visit(integrating._integrationBase)
      } else if let reduce = value as? any _WrappingReducer {
        reduce._wrappedReducer.map(visit)
      } else if isComposition(type(of: value)) {
        for child in Mirror(reflecting: value).children { visit(child.value) }
      }
    }
    visit(body)
    return values
  }

  /// The feature a child closure built: the reducer itself, or the first feature inside the
  /// composition it wrote (`CombineReducers { Child() }`).
  private func firstFeature(in value: Any) -> Any? {
    if value is any Reducer, !isComposition(type(of: value)) { return value }
    if let reduce = value as? any _WrappingReducer {
      return reduce._wrappedReducer.flatMap(firstFeature)
    }
    guard isComposition(type(of: value)) else { return nil }
    for child in Mirror(reflecting: value).children {
      if let feature = firstFeature(in: child.value) { return feature }
    }
    return nil
  }

  /// Adds a feature for a reducer type (once) and returns its name.
  @discardableResult
  private mutating func register(_ type: any Any.Type, value: Any?) -> String {
    let typeName = ReducerTypeName(type)
    if features[typeName.name] != nil { return typeName.name }
    let metadata = reflection(of: type)
    let kind: Feature.Kind
    if let metadata {
      kind = metadata.kind == .enum ? .enum : .struct
    } else {
      switch value.flatMap({ Mirror(reflecting: $0).displayStyle }) {
      case .enum?: kind = .enum
      case .class?: kind = .class
      default: kind = .struct
      }
    }
    features[typeName.name] = Feature(
      name: typeName.name, kind: kind, module: typeName.module,
      location: metadata.map {
        SourceLocation(file: $0.fileID, line: $0.line, column: $0.column)
      })
    return typeName.name
  }

  private func fieldOf(_ keyPath: AnyKeyPath, owner: Owner) -> (name: String?, location: SourceLocation?) {
    if let field = owner.metadata?.field(for: keyPath), let metadata = owner.metadata {
      return (field.name, SourceLocation(file: metadata.fileID, line: field.line, column: field.column))
    }
    return (keyPathFieldName(keyPath), nil)
  }

  private func cleanCaseName(_ description: String) -> String? {
    guard !description.contains("<computed") else { return nil }
    return description.split(separator: ".").last.map(String.init)
  }
}

/// The feature whose body is being walked: edges found there start from it.
private struct Owner {
  let name: String
  let metadata: NavigationReflection?

  init(_ type: any Any.Type) {
    name = ReducerTypeName(type).name
    metadata = reflection(of: type)
  }

  /// Where an operator is applied, when its field has no recorded declaration.
  func location(of operatorLocation: IssueLocation) -> SourceLocation {
    SourceLocation(
      file: "\(operatorLocation.fileID)", line: Int(operatorLocation.line),
      column: Int(operatorLocation.column))
  }
}

/// NavGraph's own composition types (builders, `CombineReducers`, `Optional`, arrays): walked
/// through, never features.
///
/// `_typeName` rather than `String(reflecting:)`: the latter first asks the runtime whether the
/// metatype conforms to three printing protocols, and those lookups, cold for each new generic
/// instantiation, were most of the time discovery took.
private func isComposition(_ type: any Any.Type) -> Bool {
  let name = _typeName(type, qualified: true)
  return name.hasPrefix("NavGraph.") || name.hasPrefix("Swift.Optional<")
    || name.hasPrefix("Swift.Array<")
}

private func stateType(of reducer: Any) -> any Any.Type {
  guard let reducer = reducer as? any Reducer else { return Void.self }
  return openState(reducer)
}

private func openState<R: Reducer>(_: R) -> any Any.Type { R.State.self }
