import NavGraphCore
import NavGraphFacts

/// Settles which enum reducer each constructed case belongs to — by the qualifier it is
/// spelled on, or the event key it is posted with, else by the field it is written into, else
/// by the one enum that has a case of that name — and drops constructions of cases no enum
/// reducer has (the recognizer is permissive).
struct ConstructionPass: ResolutionPass {
  func run(_ model: inout ScanModel) {
    var enumsByCase: [String: [TypeKey]] = [:]
    // The same, for membership: a case name common to thousands of enums (`detail`) made
    // `contains` on the array quadratic.
    var enumSetByCase: [String: Set<TypeKey>] = [:]
    var enumByField: [TypeKey: [String: TypeKey]] = [:]
    var enumsByFieldName: [String: Set<TypeKey>] = [:]
    // Which enum reducer each field holds reads the index and the features only: found for
    // every feature in parallel, then gathered in key order.
    let held = model.map(model.sortedKeys) { [model] key in
      Self.enumFields(of: key, in: model)
    }
    for (key, fields) in zip(model.sortedKeys, held) {
      guard let feature = model.features[key] else { continue }
      if feature.isEnumLike {
        for item in feature.cases {
          enumsByCase[item.record.name, default: []].append(key)
          enumSetByCase[item.record.name, default: []].insert(key)
        }
      }
      for (field, childKey) in fields {
        enumByField[key, default: [:]][field] = childKey
        enumsByFieldName[field, default: []].insert(childKey)
      }
    }
    // Files are settled independently (in parallel) and appended in file order.
    let snapshot = model
    let helpers = StateHelperHandlers(summaries: model.summaries)
    let (listByCase, setByCase, byField, byFieldName) = (
      enumsByCase, enumSetByCase, enumByField, enumsByFieldName)
    let settled = snapshot.map(snapshot.summaries) { summary -> [CaseConstruction] in
      var constructions: [CaseConstruction] = []
      let module = summary.file.module
      let isTest = summary.file.isTest || summary.importsTestFramework
      for record in summary.constructions {
        let candidates = listByCase[record.caseName] ?? []
        guard !candidates.isEmpty else { continue }
        let candidateSet = setByCase[record.caseName] ?? []
        let enclosing = snapshot.enclosingFeature(scope: record.scope, module: module)
        var enumKey: TypeKey?
        if let qualifier = record.qualifier, let ref = TypeRef.parse(qualifier) {
          enumKey = snapshot.feature(named: ref, scope: record.scope, module: module)
          if record.form == .factory, enumKey.map(candidateSet.contains) != true {
            // What a function of some other type returns (`static func helpScreen() ->
            // Path.State { .help(...) }` in the feature): its enum is not the enclosing type.
            enumKey = candidates.count == 1 ? candidates[0] : nil
          } else {
            guard let enumKey, candidateSet.contains(enumKey) else { continue }
          }
        } else if let key = record.eventKey {
          // The event key's `Value` (`typealias Value = Path.State`) is the enum's state; a key
          // whose value is no enum of the case carries something else.
          enumKey = Self.eventValue(key, scope: record.scope, module: module, in: snapshot)
          guard let enumKey, candidateSet.contains(enumKey) else { continue }
        } else if let field = record.field {
          // The field as written below the state (`paths.about`), else its last name, which
          // is how code outside the owner reaches it (`state.child.destination`).
          let name = field.split(separator: ".").last.map(String.init) ?? field
          if let enclosing, let held = byField[enclosing]?[field] ?? byField[enclosing]?[name],
            candidateSet.contains(held)
          {
            enumKey = held
          } else {
            // No enum reducer field of that name holds the case, or several do: which enum it
            // builds is unknown (a field of a type the scan did not see, a helper's label),
            // so it counts for every enum with the case.
            let holders = Self.commonKeys(
              byFieldName[field] ?? byFieldName[name] ?? [], candidateSet, upTo: 2)
            enumKey = holders.count == 1 ? holders.first : nil
          }
        } else if candidates.count == 1 {
          enumKey = candidates[0]
        }
        for (built, casePath) in Self.built(record, in: enumKey, snapshot) {
          var construction = CaseConstruction(
            enumReducer: built.flatMap { snapshot.features[$0]?.name },
            caseName: casePath, field: record.field,
            feature: enclosing.flatMap { snapshot.features[$0]?.name }, form: record.form,
            location: summary.file.location(record.position), isTest: isTest)
          construction.handlers =
            record.handlers
            ?? record.helper.flatMap {
              helpers.handlers(ofHelper: $0, scope: record.scope, module: module)
            }
          constructions.append(construction)
        }
      }
      return constructions
    }
    for constructions in settled { model.constructions.append(contentsOf: constructions) }
  }

  /// The enums and case paths a construction builds. A case holding a group of cases
  /// (`CaseGroups`) builds the one its payload names (`.articles(.article(...))` builds
  /// `articles.article`), or any of them when the payload does not say; a case of a group is
  /// built on every enum that holds the group, by its case path there.
  private static func built(
    _ record: ConstructionRecord, in enumKey: TypeKey?, _ model: ScanModel
  ) -> [(TypeKey?, String)] {
    let groups = model.caseGroups
    guard let enumKey, !groups.isEmpty else { return [(enumKey, record.caseName)] }
    var paths = [record.caseName]
    if let group = groups.group(heldBy: enumKey, case: record.caseName) {
      paths =
        if let nested = record.nestedCase, model.features[group]?.cases.contains(where: {
          $0.record.name == nested
        }) == true {
          groups.screenPaths(below: nested, of: group).map { record.caseName + "." + $0 }
        } else {
          groups.screenPaths(below: record.caseName, of: enumKey)
        }
    }
    guard groups.isGroup(enumKey) else { return paths.map { (enumKey, $0) } }
    var built: [(TypeKey?, String)] =
      model.structural.contains(enumKey) ? [] : paths.map { (enumKey, $0) }
    for path in paths {
      for (outer, full) in groups.casePaths(of: path, in: enumKey) { built.append((outer, full)) }
    }
    return built
  }

  /// The enum reducer whose state a TCA 2.0 event key carries: `Path` for `enum PushEvent:
  /// FeatureEventKey { typealias Value = Path.State }`.
  private static func eventValue(
    _ written: String, scope: [String], module: String, in model: ScanModel
  ) -> TypeKey? {
    guard let ref = TypeRef.parse(written),
      let key = model.index.resolve(ref.components, scope: scope, module: module),
      let value = model.index.member("Value", of: key), model.isFeature(value)
    else { return nil }
    return value
  }

  /// The fields of `key`'s state that hold an enum reducer, with it, in declaration order.
  private static func enumFields(of key: TypeKey, in model: ScanModel)
    -> [(field: String, enumKey: TypeKey)]
  {
    guard let feature = model.features[key] else { return [] }
    var found: [(field: String, enumKey: TypeKey)] = []
    // A reducer whose State wraps its enum of screens in a field holds its own cases there
    // (`Path.State(item: ..., state: .login(...))`).
    if let wrapped = feature.wrappedField { found.append((wrapped, key)) }
    for (field, resolved) in zip(feature.fields, model.shapes(of: feature).fields) {
      if let childKey = resolved.childKey, model.features[childKey]?.isEnumLike == true {
        found.append((field.record.name, childKey))
      }
    }
    return found
  }

  /// Up to `limit` keys in both sets (only "none", "one" or "several" matters here), reading
  /// the smaller set.
  private static func commonKeys(_ a: Set<TypeKey>, _ b: Set<TypeKey>, upTo limit: Int)
    -> [TypeKey]
  {
    let (small, large) = a.count <= b.count ? (a, b) : (b, a)
    var common: [TypeKey] = []
    for key in small where large.contains(key) {
      common.append(key)
      if common.count == limit { break }
    }
    return common
  }
}
