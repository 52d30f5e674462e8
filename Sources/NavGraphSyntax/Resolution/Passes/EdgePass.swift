import NavGraphCore
import NavGraphFacts

/// Turns each feature's state fields, with the integrations on them, into edges (plain
/// optionals and arrays count only when integrated).
///
/// - `@Presents`/`@PresentationState`/integrated optional: `presentation`, or one
///   `destination`/`alert`/`dialog` edge per case of an enum reducer, or an alert/dialog leaf
///   (also a 2.0 prompt held directly);
/// - `StackState`: one `stack` edge per case of the Path reducer (or to the one feature);
/// - `IdentifiedArray` with `forEach`: `collection`;
/// - non-optional child state with `Scope`: `scope`.
struct EdgePass: ResolutionPass, Sendable {
  /// What one owner's fields give: read-only work, so owners are resolved in parallel and
  /// their edges appended in key order, as a sequential pass would.
  private struct Found: Sendable {
    var edges: [Edge] = []
    var diagnostics: [ScanDiagnostic] = []
    /// Enum reducers the edges go through.
    var vias: [TypeKey] = []
  }

  func run(_ model: inout ScanModel) {
    let snapshot = model
    let found = snapshot.map(snapshot.sortedKeys) { key -> Found in
      var found = Found()
      guard let owner = snapshot.features[key] else { return found }
      let shapes = snapshot.shapes(of: owner).fields
      // The Path enum of a stack the feature holds: an optional of it beside the stack is the
      // stack's root screen (`var root: Path.State?`), not a presentation; one under
      // `@Presents` is presented all the same.
      let stackEnums = Set(
        shapes.filter { $0.shape.container == .stackState }.compactMap(\.childKey))
      for (field, resolved) in zip(owner.fields, shapes) {
        if resolved.shape.container == nil, field.record.wrapper == nil,
          let child = resolved.childKey, stackEnums.contains(child)
        {
          continue
        }
        let through = edges(
          for: field, resolved: resolved, of: owner, in: snapshot, into: &found)
        found.vias += through
        found.vias += instantiatedEdges(
          for: field, resolved: resolved, of: owner, in: snapshot, into: &found)
      }
      if !owner.isEnumLike {
        rootSwitchEdges(of: owner, in: snapshot, into: &found)
        projectedCaseEdges(of: owner, in: snapshot, into: &found)
      }
      return found
    }
    var vias = Set<TypeKey>()
    for owner in found {
      model.edges += owner.edges
      model.diagnostics += owner.diagnostics
      vias.formUnion(owner.vias)
    }
    // An enum reducer nobody holds (an app root switching logged-in and logged-out) scopes to
    // its cases itself.
    // A group's cases are its holder's.
    for key in model.sortedKeys where !vias.contains(key) && !model.caseGroups.isGroup(key) {
      guard let owner = model.features[key], owner.isEnumLike else { continue }
      model.edges += scopeEdges(of: owner, as: owner.name, casePrefix: "", in: model, [key])
    }
  }

  /// The `scope` edges of an enum reducer that scopes to its own cases, through the groups it
  /// holds (`walking` guards against a group holding itself).
  private func scopeEdges(
    of owner: FeatureModel, as name: String, casePrefix: String, in model: ScanModel,
    _ walking: Set<TypeKey>
  ) -> [Edge] {
    var edges: [Edge] = []
    for (item, shape) in zip(owner.cases, model.shapes(of: owner).cases) {
      guard shape.kind == .feature, let target = shape.target else { continue }
      let casePath = casePrefix + item.record.name
      if let key = shape.featureKey, model.caseGroups.isGroup(key), !walking.contains(key),
        let group = model.features[key]
      {
        edges += scopeEdges(
          of: group, as: name, casePrefix: casePath + ".", in: model, walking.union([key]))
        continue
      }
      edges.append(
        Edge(
          from: name, to: target, kind: .scope, case: casePath,
          location: item.file.location(item.record.position)))
    }
    return edges
  }

  /// Adds the edges of one field; returns the enum reducer it goes through, if any.
  private func edges(
    for field: Located<FieldRecord>, resolved: FeatureShapes.Field, of owner: FeatureModel,
    in model: ScanModel, into found: inout Found
  ) -> [TypeKey] {
    let record = field.record
    let shape = resolved.shape
    let integrations = owner.integrations.filter {
      $0.record.nestedIn == nil && $0.record.state?.starts(withField: record.name) == true
    }
    let location = field.file.location(record.position)
    var childKey = resolved.childKey
    if childKey == nil, let written = integrations.compactMap(\.record.child).first,
      let ref = TypeRef.parse(written)
    {
      let scope = integrations.first?.record.scope ?? owner.key.path
      childKey = model.feature(named: ref, scope: scope, module: owner.key.module)
    }
    let child = childKey.flatMap { model.features[$0] }

    func add(_ kind: EdgeKind, to target: String) {
      found.edges.append(
        Edge(from: owner.name, to: target, kind: kind, field: record.name, location: location))
    }
    // A child declared in code the scan did not see (a package not given as input) is still
    // a destination: drawn as a leaf under its written name, with a note.
    func addUnresolved(_ kind: EdgeKind) {
      guard let written = shape.child?.dotted else { return }
      add(kind, to: written)
      found.diagnostics.append(
        ScanDiagnostic(
          severity: .note,
          message: "\(owner.name).\(record.name): no reducer named \(written) in the scanned "
            + "sources; shown as a leaf", location: location))
    }

    switch shape.container {
    case .stackState?:
      if let child, child.isEnumLike {
        return [child.key]
          + addCaseEdges(
            of: child, kind: .stack, owner: owner, field: record.name, in: model, into: &found)
      }
      if let child { add(.stack, to: child.name) } else { addUnresolved(.stack) }
    case .routes?:
      // Each screen of the routes' enum is pushed or presented; the route constructors say
      // which (`StylePass`).
      guard let child, integrations.contains(where: { $0.record.op == .forEachRoute }) else {
        break
      }
      if child.isEnumLike {
        return [child.key]
          + addCaseEdges(
            of: child, kind: .stack, owner: owner, field: record.name, in: model, into: &found)
      }
      // Routes of one screen type (`[Route<Detail.State>]`): that screen, pushed.
      add(.stack, to: child.name)
    case .array?:
      // TCA 2.0: an array of a Path's states is its stack, of rows a collection.
      guard integrations.contains(where: { $0.record.op == .forEach }), let child else { break }
      if child.isEnumLike {
        return [child.key]
          + addCaseEdges(
            of: child, kind: .stack, owner: owner, field: record.name, in: model, into: &found)
      }
      add(.collection, to: child.name)
    case .identifiedArray?:
      if let child, integrations.contains(where: { $0.record.op == .forEach }) {
        add(.collection, to: child.name)
      }
    case nil:
      // Before `@PresentationState`, an optional `AlertState` field was shown by the view
      // alone (`.alert(store.scope(state: \.alert), dismiss:)`): it needs no `ifLet`.
      // An optional that `Scope` runs without `ifLet` (`var grid: Grid.State!`) is always there.
      let isScopedOptional =
        record.wrapper == nil && integrations.contains { $0.record.op == .scope }
        && !integrations.contains { $0.record.op == .ifLet }
      // A 2.0 prompt held directly is a leaf too, named for its type (its view says whether
      // it is an alert or a dialog).
      let isPresented =
        (shape.isOptional || record.wrapper != nil) && !isScopedOptional
        && (record.wrapper != nil || shape.leaf != nil || resolved.prompt != nil
          || integrations.contains { $0.record.op == .ifLet })
      if isPresented {
        if let leaf = shape.leaf {
          add(leaf.edgeKind, to: leaf.stateTypeName)
        } else if let prompt = resolved.prompt {
          let kind = CaseShape.promptKind(record.name + " " + prompt.dotted)
          add(kind.edgeKind, to: prompt.dotted)
        } else if let child, child.isEnumLike {
          return [child.key]
            + addCaseEdges(
              of: child, kind: .destination, owner: owner, field: record.name, in: model,
              into: &found)
        } else if let child {
          add(.presentation, to: child.name)
        } else if !addChildrenIntegratedInside(field, of: owner, in: model, into: &found) {
          addUnresolved(.presentation)
        }
      } else if !shape.isOptional || isScopedOptional, let child,
        integrations.contains(where: { $0.record.op == .scope })
      {
        add(.scope, to: child.name)
      }
    }
    return []
  }

  /// A generic wrapper feature given the feature it wraps (`var feed: TabStack<FeedTab>.State`
  /// with `TabStack<Root: FeatureProtocol>` holding `var root: Root.State`): the wrapper's
  /// field of that generic parameter holds the argument, and gets the edge it would give. A
  /// wrapper used once per tab is one feature, with the roots of every tab. Returns the enum
  /// reducers the edges go through.
  private func instantiatedEdges(
    for field: Located<FieldRecord>, resolved: FeatureShapes.Field, of owner: FeatureModel,
    in model: ScanModel, into found: inout Found
  ) -> [TypeKey] {
    let arguments = resolved.shape.childArguments
    guard !arguments.isEmpty, let key = resolved.childKey, key != owner.key,
      let wrapper = model.features[key],
      let parameters = model.index.records(of: key).lazy.map(\.record.genericParameters)
        .first(where: { !$0.isEmpty })
    else { return [] }
    let scope = field.record.declaringScope ?? owner.key.path + ["State"]
    let shapes = model.shapes(of: wrapper).fields
    var vias: [TypeKey] = []
    for (parameter, argument) in zip(parameters, arguments) {
      guard let argumentKey = model.feature(named: argument, scope: scope, module: owner.key.module)
      else { continue }
      for (wrapped, shape) in zip(wrapper.fields, shapes)
      where shape.childKey == nil && shape.shape.child?.components == [parameter] {
        var substituted = shape
        substituted.childKey = argumentKey
        vias += edges(for: wrapped, resolved: substituted, of: wrapper, in: model, into: &found)
      }
    }
    return vias
  }

  /// A root that switches between children it always holds, by the case of an enum field:
  /// `Scope(state: \.root, ...) { Scope(state: \.main, ...) { Main() } ... }` runs each case's
  /// child while the field holds it — composition, one `scope` edge per case.
  private func rootSwitchEdges(of owner: FeatureModel, in model: ScanModel, into found: inout Found)
  {
    for item in owner.integrations where item.record.op == .scope {
      guard let outer = item.record.nestedIn, outer.count == 1,
        owner.fields.contains(where: { $0.record.name == outer[0] }),
        let caseName = item.record.state?.components.first,
        let written = item.record.child, let ref = TypeRef.parse(written),
        let key = model.feature(named: ref, scope: item.record.scope, module: owner.key.module),
        let child = model.features[key]
      else { continue }
      found.edges.append(
        Edge(
          from: owner.name, to: child.name, kind: .scope, field: outer[0], case: caseName,
          location: item.file.location(item.record.position)))
    }
  }

  /// An optional with no reducer of its own whose `ifLet` runs its child in its closure: an
  /// enum of the children's states with a case each (`.ifLet(\.route, ...) { EmptyReducer()
  /// .ifCaseLet(/Route.login, ...) { Login() } ... }`), a destination written inline, one
  /// `destination` edge per case; or a wrapper holding the child (`Identified<ID, Counter
  /// .State?>?` with `.ifLet(\.value, action: \.self) { Counter() }` inside), a
  /// `presentation` of it. Returns whether there was any.
  private func addChildrenIntegratedInside(
    _ field: Located<FieldRecord>, of owner: FeatureModel, in model: ScanModel,
    into found: inout Found
  ) -> Bool {
    let cases = enumCases(of: field, owner: owner, in: model)
    var added = false
    for item in owner.integrations
    where item.record.nestedIn == [field.record.name]
      && [.ifCaseLet, .ifLet, .scope].contains(item.record.op)
    {
      guard let state = item.record.state, let name = state.components.first,
        let written = item.record.child, let ref = TypeRef.parse(written),
        let key = model.feature(named: ref, scope: item.record.scope, module: owner.key.module),
        let child = model.features[key]
      else { continue }
      let isCase = item.record.op == .ifCaseLet || state.isLegacy || cases.contains(name)
      found.edges.append(
        Edge(
          from: owner.name, to: child.name, kind: isCase ? .destination : .presentation,
          field: field.record.name, case: isCase ? name : nil,
          location: item.file.location(item.record.position)))
      added = true
    }
    return added
  }

  /// The cases of the enum a field's type names, when it names one the sources declare.
  private func enumCases(
    of field: Located<FieldRecord>, owner: FeatureModel, in model: ScanModel
  ) -> Set<String> {
    guard let written = field.record.typeText.flatMap(TypeRef.parse),
      let key = model.index.resolve(
        written.components, scope: field.record.declaringScope ?? owner.key.path + ["State"],
        module: owner.key.module)
    else { return [] }
    return Set(model.index.records(of: key).flatMap { $0.record.cases.map(\.name) })
  }

  /// A root switching by an enum field it always holds, each case run through a settable
  /// optional projection the enum declares (`var route: Route` with `var auth: Auth.State? {
  /// get { if case .auth(let state) = self ... } set { ... } }`, integrated by
  /// `.ifLet(\.route.auth, action: \.route.auth)`): composition, one `scope` edge per case,
  /// to the feature the case holds, as `rootSwitchEdges` gives for nested `Scope`s.
  private func projectedCaseEdges(
    of owner: FeatureModel, in model: ScanModel, into found: inout Found
  ) {
    var seen = Set(found.edges.map { "\($0.field ?? "") \($0.case ?? "")" })
    for item in owner.integrations where item.record.op == .ifLet || item.record.op == .scope {
      guard item.record.nestedIn == nil, let components = item.record.state?.components,
        components.count == 2,
        let field = owner.fields.first(where: { $0.record.name == components[0] }),
        let written = field.record.typeText.flatMap(TypeRef.parse), !written.isOptional,
        written.arguments.isEmpty,
        let holder = model.index.resolve(
          written.components, scope: field.record.declaringScope ?? owner.key.path + ["State"],
          module: owner.key.module),
        !model.isFeature(holder),
        let held = model.index.records(of: holder).lazy.flatMap(\.record.cases)
          .first(where: { $0.name == components[1] }),
        let payload = held.payloads.first.flatMap(TypeRef.parse), payload.last == "State",
        let key = model.feature(named: payload, scope: holder.path, module: holder.module),
        let child = model.features[key],
        seen.insert("\(components[0]) \(components[1])").inserted
      else { continue }
      found.edges.append(
        Edge(
          from: owner.name, to: child.name, kind: .scope, field: components[0],
          case: components[1], location: item.file.location(item.record.position)))
    }
  }

  /// One edge per case of `child`, held in `field`. A case holding a group of cases (another
  /// enum reducer) gives an edge per case inside it, through `child`, named by its case path
  /// (`articles.article`); the groups walked are returned, since their cases are reached.
  @discardableResult
  private func addCaseEdges(
    of child: FeatureModel, kind: EdgeKind, owner: FeatureModel, field: String,
    in model: ScanModel, into found: inout Found,
    through via: String? = nil, casePrefix: String = "", walking: Set<TypeKey> = []
  ) -> [TypeKey] {
    var groups: [TypeKey] = []
    for (item, shape) in zip(child.cases, model.shapes(of: child).cases) {
      let casePath = casePrefix + item.record.name
      if shape.kind == .feature, let key = shape.featureKey, model.caseGroups.isGroup(key),
        key != child.key, !walking.contains(key), let group = model.features[key]
      {
        groups.append(key)
        groups += addCaseEdges(
          of: group, kind: kind, owner: owner, field: field, in: model, into: &found,
          through: via ?? child.name, casePrefix: casePath + ".",
          walking: walking.union([child.key]))
        continue
      }
      // A case without payload shows a screen with no feature: a leaf named after the case.
      guard let target = shape.target ?? CaseShape.leafName(of: item.record) else { continue }
      found.edges.append(
        Edge(
          from: owner.name, to: target, kind: shape.kind.edgeKind(heldAs: kind), field: field,
          via: via ?? child.name, case: casePath,
          location: item.file.location(item.record.position)))
    }
    return groups
  }
}
