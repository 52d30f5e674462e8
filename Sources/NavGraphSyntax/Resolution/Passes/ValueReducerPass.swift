import NavGraphCore

/// Pre-0.41 reducer values (`let appReducer = Reducer<AppState, AppAction, AppEnvironment>
/// .combine(...)`) become features named by their variable, with the fields of their state
/// type, and their `pullback`/`forEach` calls become edges: `collection` for `forEach`,
/// `presentation` for `.optional()` or an optional field, `scope` otherwise (these edges need
/// no integration lookup).
struct ValueReducerPass: ResolutionPass {
  func run(_ model: inout ScanModel) {
    var values: [String: [TypeKey]] = [:]
    for summary in model.summaries {
      let module = summary.file.module
      for record in summary.valueReducers {
        let key = TypeKey(module: module, path: record.scope + [record.name])
        guard model.features[key] == nil,
          let (stateType, actionType) = domain(of: record, module: module, index: model.index)
        else { continue }
        var feature = FeatureModel(
          key: key, name: key.dotted, kind: .struct,
          location: summary.file.location(record.position))
        if let ref = TypeRef.parse(stateType),
          let state = model.index.resolve(ref.components, scope: record.scope, module: module)
        {
          feature.valueState = state
          feature.fields = model.index.records(of: state).sorted { $0.file < $1.file }.flatMap {
            located in
            located.record.fields.map {
              Located(record: $0, file: located.file).declared(in: state)
            }
          }
        }
        if let ref = TypeRef.parse(actionType) {
          feature.valueAction = model.index.resolve(
            ref.components, scope: record.scope, module: module)
        }
        model.features[key] = feature
        values[key.dotted, default: []].append(key)
      }
    }
    qualifyNames(of: values, in: &model)
    for summary in model.summaries {
      let module = summary.file.module
      for pullback in summary.pullbacks {
        guard let containerName = pullback.container,
          let container = lookup(pullback.scope + [containerName], module, values),
          let child = lookup(pullback.scope + [pullback.child], module, values)
            ?? lookup([pullback.child], module, values),
          let owner = model.features[container], let target = model.features[child]
        else { continue }
        let fieldName = pullback.state?.components.first
        let field = owner.fields.first { $0.record.name == fieldName }
        let isOptional =
          field.flatMap { TypeRef.parse($0.record.typeText ?? "")?.isOptional } ?? false
        let kind: EdgeKind =
          pullback.isForEach ? .collection
          : (pullback.isOptional || isOptional) ? .presentation : .scope
        model.edges.append(
          Edge(
            from: owner.name, to: target.name, kind: kind, field: fieldName,
            location: field.map { $0.file.location($0.record.position) }
              ?? summary.file.location(pullback.position)))
      }
    }
  }

  /// The state and action types of a reducer value: as written, or what the app's alias of the
  /// generic reducer names (followed through further aliases); `nil` when the type is no such
  /// alias.
  private func domain(of record: ValueReducerRecord, module: String, index: TypeIndex)
    -> (state: String, action: String)?
  {
    guard var written = record.throughAlias else {
      return (record.stateType, record.actionType ?? "")
    }
    var scope = record.scope
    var module = module
    for _ in 0..<8 {
      guard let ref = TypeRef.parse(written),
        let alias = index.aliasRecord(named: ref.components, scope: scope, module: module),
        let target = TypeRef.parse(alias.record.target)
      else { return nil }
      if target.last == "Reducer" || target.last == "AnyReducer", target.arguments.count == 3 {
        return (target.arguments[0].dotted, target.arguments[1].dotted)
      }
      written = alias.record.target
      scope = alias.record.scope
      module = alias.file.module
    }
    return nil
  }

  /// Values of one path in two modules (`mainReducer` in `Profile` and in `Main`), or of a
  /// type feature's name, are named by module too, as `NamingPass` names types, before an edge
  /// or a view names them: two features of one name would share their fields and edges.
  private func qualifyNames(of values: [String: [TypeKey]], in model: inout ScanModel) {
    let added = Set(values.values.joined())
    var taken = Set(model.features.filter { !added.contains($0.key) }.map(\.value.name))
    for (dotted, keys) in values.sorted(by: { $0.key < $1.key })
    where keys.count > 1 || taken.contains(dotted) {
      for key in keys.sorted() {
        var name = key.module + "." + key.dotted
        if taken.contains(name) { name += " [\(key.module)]" }
        model.features[key]?.name = name
        taken.insert(name)
      }
    }
  }

  /// A value by path, in the same module first.
  private func lookup(_ path: [String], _ module: String, _ values: [String: [TypeKey]])
    -> TypeKey?
  {
    let candidates = values[path.joined(separator: ".")] ?? []
    return candidates.first { $0.module == module } ?? candidates.min()
  }
}
