import NavGraphModel
import NavGraphRuntime

/// Walks composed reducer values and builds the navigation graph they describe.
///
/// Each reducer value says what it is (``Reducer/_reflectionRole``): composition (builder
/// sequences, `CombineReducers`, `if`/`switch` in builders, optional reducers, `Reduce` wrapping
/// a reducer) is walked through, the integrating operators describe the child they embed, and
/// enum reducers are read from the metadata `@Reducer` registers. Each reducer type is walked
/// once, so recursive navigation (a `Path` that pushes its own feature) terminates.
struct ReflectionWalker {
  private(set) var features: [String: Feature] = [:]
  private(set) var edges: [Edge] = []
  private(set) var roots: [String] = []
  private var walked: Set<ObjectIdentifier> = []

  /// Walks a root reducer value and everything it reaches.
  mutating func walkRoot(_ reducer: any Reducer) {
    let name = register(type(of: reducer), value: reducer)
    roots.append(name)
    walkFeature(reducer)
  }

  /// Walks a feature: registers it and walks its body with it as the owner of what is found.
  private mutating func walkFeature(_ reducer: any Reducer) {
    let type = type(of: reducer)
    guard walked.insert(ObjectIdentifier(type)).inserted else { return }
    switch reducer._reflectionRole {
    case let .caseReducer(enumReducer):
      // An enum reducer reached as a root (an app switching between logged-in and
      // logged-out): it scopes to its cases itself.
      walkCases(of: enumReducer, body: nil, owner: Owner(type), field: nil, container: .scope)
    case let .reducer(body?):
      walkComposition(body(), owner: Owner(type))
    case .reducer(nil), .composition, .integration:
      return
    }
  }

  /// Walks the reducers that make up one feature's body.
  private mutating func walkComposition(_ reducer: any Reducer, owner: Owner) {
    switch reducer._reflectionRole {
    case let .integration(base, integration):
      if let base { walkComposition(base, owner: owner) }
      integrate(integration, owner: owner)
    case let .composition(reducers):
      for child in reducers { walkComposition(child, owner: owner) }
    case let .reducer(body?):
      // Another reducer type running on the same state (an analytics reducer in a body):
      // its integrations are the owner's.
      walkComposition(body(), owner: owner)
    case .reducer(nil), .caseReducer:
      return
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
    case let .enumCase(caseName):
      let child = firstFeature(in: integration.child)
      let target = child.map { register(type(of: $0), value: $0) }
        ?? ReflectedTypeFacts.name(of: integration.childStateType).name
      edges.append(
        Edge(from: owner.name, to: target, kind: .scope, case: cleanCaseName(caseName()),
             location: location))
      if let child { walkFeature(child) }
      return
    }
    if let prompt = PromptKind(stateType: integration.childStateType) {
      edges.append(
        Edge(from: owner.name, to: prompt.stateTypeName, kind: prompt.edgeKind, field: field?.name,
             location: location))
      return
    }
    // Rows of an enum reducer are one collection edge to it, as the scanner draws them.
    if kind != .collection,
      let enumReducer = caseReducerType(forState: integration.childStateType)
    {
      walkCases(
        of: enumReducer, body: integration.child, owner: owner, field: field?.name,
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
  ///
  /// `body` is the child the operator was given, when there is one: for the inferred
  /// `ifLet(\.$destination, action: \.destination)` it is the enum reducer's case body
  /// already built, so the case reducers are read from it rather than from a second build.
  /// Cases it lacks (a closure composing only some of them) are read from the enum reducer's
  /// own body.
  ///
  /// A case that holds another enum reducer as a group (`case articles(Articles.Body =
  /// Articles.body)`) gives no edge of its own: the group's cases are edges of this enum,
  /// through it (`via`), named by their case path (`articles.list`), as the scanner draws them.
  private mutating func walkCases(
    of enumReducer: any CaseReducer.Type, body: (any Reducer)?, owner: Owner, field: String?,
    container: EdgeKind, group: CaseGroup? = nil
  ) {
    // A group is part of the enums holding it, not a feature.
    let via = group?.via ?? register(enumReducer, value: nil)
    walked.insert(ObjectIdentifier(enumReducer))
    guard let metadata = reflection(of: enumReducer) else { return }
    var values = caseReducerValues(in: body ?? caseBody(of: enumReducer))
    var readOwnBody = body == nil
    for item in metadata.cases {
      let location = SourceLocation(
        file: metadata.fileID, line: item.line, column: item.column)
      let casePath = (group?.casePrefix ?? "") + item.name
      let target: String
      var child: (any Reducer)?
      switch item.role {
      case .feature:
        guard let reducerType = item.reducerType else { continue }
        if let inner = groupedEnum(reducerType),
          ObjectIdentifier(inner) != ObjectIdentifier(enumReducer),
          group?.enclosing.contains(ObjectIdentifier(inner)) != true
        {
          let enclosing = (group?.enclosing ?? []).union([ObjectIdentifier(enumReducer)])
          walkCases(
            of: inner, body: nil, owner: owner, field: field, container: container,
            group: CaseGroup(via: via, casePrefix: casePath + ".", enclosing: enclosing))
          continue
        }
        if values[ObjectIdentifier(reducerType)] == nil, !readOwnBody {
          values.merge(caseReducerValues(in: caseBody(of: enumReducer))) { given, _ in given }
          readOwnBody = true
        }
        child = values[ObjectIdentifier(reducerType)]
        target = register(reducerType, value: child)
      case .alert: target = PromptKind.alert.stateTypeName
      case .dialog: target = PromptKind.dialog.stateTypeName
      case .ignored, .data:
        // A case without payload shows a screen with no feature: a leaf named after the case,
        // as the scanner draws it.
        target = item.payloadType ?? "." + item.name
      }
      edges.append(
        Edge(from: owner.name, to: target, kind: item.role.edgeKind(heldAs: container),
             field: field, via: via, case: casePath, location: location))
      if let child { walkFeature(child) }
    }
  }

  /// The enum reducer a feature case holds as a group of cases, if it holds one.
  private func groupedEnum(_ reducerType: any Reducer.Type) -> (any CaseReducer.Type)? {
    guard reflection(of: reducerType)?.kind == .enum else { return nil }
    return reducerType as? any CaseReducer.Type
  }

  /// The case reducers in an enum reducer's body, by type.
  private func caseReducerValues(in body: any Reducer) -> [ObjectIdentifier: any Reducer] {
    var values: [ObjectIdentifier: any Reducer] = [:]
    func visit(_ reducer: any Reducer) {
      switch reducer._reflectionRole {
      case let .integration(base, integration):
        if let child = firstFeature(in: integration.child) {
          values[ObjectIdentifier(type(of: child))] = child
        }
        if let base { visit(base) }
      case let .composition(reducers):
        reducers.forEach(visit)
      case .reducer, .caseReducer:
        return
      }
    }
    visit(body)
    return values
  }

  /// The feature a child closure built: the reducer itself, or the first feature inside the
  /// composition it wrote (`CombineReducers { Child() }`, `Child().ifLet(...)`).
  private func firstFeature(in reducer: any Reducer) -> (any Reducer)? {
    switch reducer._reflectionRole {
    case .reducer, .caseReducer:
      return reducer
    case let .composition(reducers):
      for child in reducers {
        if let feature = firstFeature(in: child) { return feature }
      }
      return nil
    case let .integration(base, integration):
      return base.flatMap(firstFeature) ?? firstFeature(in: integration.child)
    }
  }

  /// Adds a feature for a reducer type (once) and returns its name.
  @discardableResult
  private mutating func register(_ type: any Reducer.Type, value: (any Reducer)?) -> String {
    let typeName = ReflectedTypeFacts.name(of: type)
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

  private func fieldOf(
    _ keyPath: AnyKeyPath, owner: Owner
  ) -> (name: String?, location: SourceLocation?) {
    if let field = owner.metadata?.field(for: keyPath), let metadata = owner.metadata {
      return (
        field.name, SourceLocation(file: metadata.fileID, line: field.line, column: field.column)
      )
    }
    return (keyPathFieldName(keyPath), nil)
  }

  private func cleanCaseName(_ description: String) -> String? {
    guard !description.contains("<computed") else { return nil }
    return description.split(separator: ".").last.map(String.init)
  }
}

/// Where the walk of a group of cases is: the enum reducer its edges go through, the case path
/// down to it, and the enums enclosing it (a group holding itself is walked once).
private struct CaseGroup {
  let via: String
  let casePrefix: String
  let enclosing: Set<ObjectIdentifier>
}

/// The feature whose body is being walked: edges found there start from it.
private struct Owner {
  let name: String
  let metadata: NavigationReflection?

  init(_ type: any Reducer.Type) {
    name = ReflectedTypeFacts.name(of: type).name
    metadata = reflection(of: type)
  }

  /// Where an operator is applied, when its field has no recorded declaration.
  func location(of operatorLocation: IssueLocation) -> SourceLocation {
    SourceLocation(
      file: "\(operatorLocation.fileID)", line: Int(operatorLocation.line),
      column: Int(operatorLocation.column))
  }
}
