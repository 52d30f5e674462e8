/// Gathers each feature's domain from its nested `State` and `Action` (in any file or
/// extension): state fields, action cases, and enum cases. Each feature reads only the type
/// index, so they are gathered in parallel.
///
/// A reducer whose `State` is another feature's (`typealias State = Article.State`, a side
/// reducer composed into `Article`'s body) gathers nothing: the fields are the other
/// feature's, and it is marked structural so that it is never drawn as their owner.
struct DomainPass: ResolutionPass, Sendable {
  func run(_ model: inout ScanModel) {
    let gathered = gather(model)
    for (key, feature) in zip(model.sortedKeys, gathered) {
      guard let feature else { continue }
      model.features[key] = feature
      if feature.domainOwner != nil { model.structural.insert(key) }
    }
  }

  /// A function of its own so that the copy of the model the workers read is gone before
  /// the features are written back (else writing the first one copied all of them).
  private func gather(_ model: ScanModel) -> [FeatureModel?] {
    let snapshot = model
    return snapshot.map(snapshot.sortedKeys) { key in
      snapshot.features[key].map { domain(of: $0, key: key, in: snapshot) }
    }
  }

  private func domain(of feature: FeatureModel, key: TypeKey, in model: ScanModel)
    -> FeatureModel
  {
    var feature = feature
    if feature.isEnumReducer {
      feature.cases = located(model.index.records(of: key)) { $0.cases }
    }
    if let state = model.member("State", of: feature) {
      if let owner = domainOwner(ofState: state, for: key, in: model) {
        feature.domainOwner = owner
        return feature
      }
      let records = model.index.records(of: state)
      feature.fields = located(records) { $0.fields }.map { $0.declared(in: state) }
      feature.fields += NestedState.fields(
        below: feature.fields, of: feature, state: state, in: model)
      feature.stateDeclaresInitializer = records.contains { $0.record.declaresInitializer }
      if records.contains(where: { $0.record.kind == .enum }), !feature.isEnumReducer {
        feature.isHandWrittenEnumReducer = true
        feature.cases = located(records) { $0.cases }
      }
    }
    // An enum with neither cases nor state (`enum EmptyDestination: Reducer { struct State {}
    // }`, a protocol's default destination) is an enum reducer without cases: holding it
    // navigates nowhere.
    if feature.kind == .enum, !feature.isEnumLike, feature.fields.isEmpty {
      feature.isEnumReducer = true
    }
    if let action = model.member("Action", of: feature) {
      feature.actionCases = located(model.index.records(of: action)) { $0.cases }
    }
    return feature
  }

  /// The other feature whose `State` is `state`, when `key`'s `State` is an alias of it:
  /// the feature `state` is nested in, or the one the alias names it through
  /// (`typealias State = Article.State` where `Article` itself aliases a top-level
  /// `ArticleState`). Followed to the end, so a side reducer of a side reducer names the real
  /// owner.
  private func domainOwner(ofState state: TypeKey, for key: TypeKey, in model: ScanModel)
    -> TypeKey?
  {
    if state.path.count > 1, state.path.last == "State" {
      let owner = TypeKey(module: state.module, path: Array(state.path.dropLast()))
      if owner != key, model.isFeature(owner) { return owner }
    }
    var current = key
    var seen: Set<TypeKey> = [key]
    while let feature = model.features[current], let next = aliasedOwner(of: feature, in: model),
      seen.insert(next).inserted
    {
      current = next
    }
    return current == key ? nil : current
  }

  /// The feature `X` in `typealias State = X.State`, written in `feature` or fixed by a
  /// protocol it conforms to (`associatedtype State = AppReducer.State`), when `X.State` is
  /// the same type as `feature`'s `State`.
  private func aliasedOwner(of feature: FeatureModel, in model: ScanModel) -> TypeKey? {
    let key = feature.key
    guard let state = model.member("State", of: feature) else { return nil }
    for scope in [key] + feature.protocols {
      guard
        let alias = model.index.aliasRecord(
          named: ["State"], scope: scope.path, module: scope.module),
        alias.record.scope == scope.path, let target = TypeRef.parse(alias.record.target),
        target.components.count > 1, target.last == "State",
        let owner = model.index.resolve(
          Array(target.components.dropLast()), scope: alias.record.scope,
          module: alias.file.module),
        owner != key, let ownerFeature = model.features[owner],
        model.member("State", of: ownerFeature) == state
      else { continue }
      return owner
    }
    return bodyOwner(of: feature, state: state, in: model)
  }

  /// The feature `X` in `var body: some Reducer<X.State, X.Action>` of a reducer that declares
  /// no `State`, when `X.State` is `state`: named as written, so a `State` moved to the top
  /// level behind `X`'s alias still names `X`.
  private func bodyOwner(of feature: FeatureModel, state: TypeKey, in model: ScanModel)
    -> TypeKey?
  {
    guard model.index.member("State", of: feature.key) == nil,
      let written = model.writtenBodyDomain(of: feature.key)?[0],
      written.components.count > 1, written.last == "State",
      let owner = model.index.resolve(
        Array(written.components.dropLast()), scope: feature.key.path,
        module: feature.key.module),
      owner != feature.key, let ownerFeature = model.features[owner],
      model.member("State", of: ownerFeature) == state
    else { return nil }
    return owner
  }

  /// Members of all records of a type, in file and source order.
  private func located<Member>(
    _ records: [Located<TypeRecord>], _ members: (TypeRecord) -> [Member]
  ) -> [Located<Member>] {
    records.sorted { $0.file < $1.file }.flatMap { record in
      members(record.record).map { Located(record: $0, file: record.file) }
    }
  }
}
