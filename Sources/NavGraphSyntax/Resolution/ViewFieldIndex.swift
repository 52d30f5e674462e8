/// Each feature's fields by the feature's name, with what each field holds, so that a state path
/// a view names (`\.destination?.alert`, `\.child.alert`) is followed from the feature of the
/// view's store through the fields it crosses: the names below the first field are cases of an
/// enum reducer, or fields of a child feature, not fields of whichever feature shares their
/// names.
struct ViewFieldIndex: Sendable {
  /// What a field holds, as far as a state path through it goes on.
  enum Holding: Sendable, Equatable {
    /// An enum reducer: the next name is one of its cases.
    case cases(of: String)
    /// A struct feature: the next name is one of its fields.
    case fields(of: String)
  }

  struct Field: Sendable {
    var name: String
    /// The name split at its dots (`paths.about`), once for every path matched against it.
    var parts: [Substring]
    /// `nil` when the field holds no feature the scan resolved.
    var holding: Holding?
    /// A child state a settable computed property builds from stored fields (`var favorite:
    /// Favoriting.State { get { .init(alert: alert, ...) } set { ... } }`): a store scoped to it
    /// hands those fields to the child's views.
    var isDerived = false
  }

  private var fieldsByFeature: [String: [Field]] = [:]

  init(_ model: ScanModel) {
    for feature in model.features.values {
      let shapes = model.shapes(of: feature)
      fieldsByFeature[feature.name] = zip(feature.fields, shapes.fields).map { field, shape in
        let child = shape.childKey.flatMap { model.features[$0] }
        return Field(
          name: field.record.name, parts: field.record.name.split(separator: "."),
          holding: child.map { $0.isEnumLike ? .cases(of: $0.name) : .fields(of: $0.name) },
          isDerived: field.record.accessorNames != nil && !shape.shape.isOptional)
      }
    }
  }

  /// The longest field of `feature` a state path starts with (`resources.stakeUnitList`
  /// before `resources`), and how many of the path's names it takes.
  func field(of path: some Collection<String>, in feature: String) -> (Field, length: Int)? {
    var best: Field?
    for field in fieldsByFeature[feature] ?? [] {
      guard field.parts.count > (best?.parts.count ?? 0), field.parts.count <= path.count,
        zip(field.parts, path).allSatisfy({ $0 == $1 })
      else { continue }
      best = field
    }
    return best.map { ($0, $0.parts.count) }
  }
}
