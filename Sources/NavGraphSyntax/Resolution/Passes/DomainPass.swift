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
      feature.fields = located(records) { $0.fields }
      feature.fields += NestedState.fields(below: feature.fields, of: feature, in: model)
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

  /// The other feature whose nested `State` is `state`, when `key`'s `State` is an alias of it.
  /// Followed to the end, so a side reducer of a side reducer names the real owner.
  private func domainOwner(ofState state: TypeKey, for key: TypeKey, in model: ScanModel)
    -> TypeKey?
  {
    guard state.path.count > 1, state.path.last == "State" else { return nil }
    let owner = TypeKey(module: state.module, path: Array(state.path.dropLast()))
    guard owner != key, model.isFeature(owner) else { return nil }
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
