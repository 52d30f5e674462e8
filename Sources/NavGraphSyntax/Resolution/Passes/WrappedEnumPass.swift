/// Hand-written enum reducers whose `State` is a struct wrapping the enum of screens in a
/// field, scoped into before the cases are:
///
///     struct State { let id: ID; var state: MainState }
///     enum MainState { case login(Login.State), ... }
///     var body: some ReducerOf<Self> {
///       Scope(state: \.state, action: \.self) { Scope(state: \.login, ...) { Login() } ... }
///     }
///
/// Such a reducer holds its children in the wrapped enum's cases, as a `State` enum would, and
/// its `Action` has a case for each.
struct WrappedEnumPass: ResolutionPass {
  func run(_ model: inout ScanModel) {
    for key in model.sortedKeys {
      guard let feature = model.features[key], !feature.isEnumLike,
        let wrapped = wrappedEnum(of: feature, in: model)
      else { continue }
      let records = model.index.records(of: wrapped.key).sorted { $0.file < $1.file }
      let cases = records.flatMap { record in
        record.record.cases.map { Located(record: $0, file: record.file) }
      }
      // A Destination or Path mirrors its screens in `Action`; a feature that switches between
      // children it always holds (`childState`) has actions of its own instead.
      let actions = Set(feature.actionCases.map(\.record.name))
      guard !cases.isEmpty, cases.allSatisfy({ actions.contains($0.record.name) }) else {
        continue
      }
      model.features[key]?.isHandWrittenEnumReducer = true
      model.features[key]?.cases = cases
      model.features[key]?.wrappedField = wrapped.field
    }
  }

  /// The enum of the field a `Scope(state: \.field, action: \.self)` in the body scopes to.
  private func wrappedEnum(of feature: FeatureModel, in model: ScanModel)
    -> (field: String, key: TypeKey)?
  {
    for integration in feature.integrations where integration.record.op == .scope {
      guard let state = integration.record.state?.components, state.count == 1,
        integration.record.action?.components == ["self"],
        let field = feature.fields.first(where: { $0.record.name == state[0] }),
        let type = field.record.typeText.flatMap(TypeRef.parse), !type.isOptional,
        let enumKey = model.index.resolve(
          type.components, scope: field.record.declaringScope ?? feature.key.path + ["State"],
          module: feature.key.module),
        !model.isFeature(enumKey),
        model.index.records(of: enumKey).contains(where: { $0.record.kind == .enum })
      else { continue }
      return (state[0], enumKey)
    }
    return nil
  }
}
