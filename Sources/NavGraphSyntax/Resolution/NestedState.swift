/// Navigation state kept in a struct that `State` holds: `var paths: Paths` with
/// `struct Paths { var about = StackState<About.Path.State>() }` puts a stack at `paths.about`,
/// which `forEach(\.paths.about, action: \.paths.about)` integrates. Such fields join the
/// feature's own, named by their path, so edges, integrations and lint read them alike.
enum NestedState {
  /// How many structs deep fields are followed.
  static let depth = 2

  static func fields(
    below fields: [Located<FieldRecord>], of feature: FeatureModel, state: TypeKey,
    in model: ScanModel
  ) -> [Located<FieldRecord>] {
    var found: [Located<FieldRecord>] = []
    var visited: Set<TypeKey> = [feature.key, state]
    collect(
      below: fields, prefix: "", scope: state.path, module: feature.key.module,
      depth: depth, model: model, owners: [feature.key.path, state.path], visited: &visited,
      into: &found)
    return found
  }

  private static func collect(
    below fields: [Located<FieldRecord>], prefix: String, scope: [String], module: String,
    depth: Int, model: ScanModel, owners: [[String]], visited: inout Set<TypeKey>,
    into found: inout [Located<FieldRecord>]
  ) {
    guard depth > 0 else { return }
    for field in fields where field.record.wrapper == nil {
      guard let text = field.record.typeText, mayNameAStruct(text),
        let type = TypeRef.parse(text), !type.isOptional,
        type.arguments.isEmpty, type.last != "State",
        let key = model.index.resolve(
          type.components, scope: field.record.declaringScope ?? scope, module: module),
        // A child feature's state, even behind an alias (`typealias MapFeatureState =
        // MapFeature.State`), is the child's, not a struct of the parent's.
        !model.isFeature(key), key.path.last != "State",
        // `ProfileState`, written before nested `State`s, is a feature's of its own; one
        // the feature or its state declares inside itself (`State.OnboardingState`) is a
        // struct of its own.
        !type.last.hasSuffix("State") || owners.contains(where: key.path.starts),
        visited.insert(key).inserted
      else { continue }
      // A struct or class, with its extensions; an enum's computed projections (`var auth:
      // Auth.State? { get { if case .auth(let s) = self ... } }`) are its cases, read as a
      // root switch (`EdgePass`), wherever they are declared.
      let all = model.index.records(of: key)
      guard !all.contains(where: { $0.record.kind == .enum || $0.record.kind == .protocol })
      else { continue }
      let records = all.filter {
        $0.record.kind == .struct || $0.record.kind == .class || $0.record.kind == .extension
      }
      guard records.contains(where: { holdsNavigation($0.record) }) else { continue }
      let path = prefix + field.record.name + "."
      var nested: [Located<FieldRecord>] = []
      for record in records.sorted(by: { $0.file < $1.file }) {
        for var inner in record.record.fields {
          inner.name = path + inner.name
          inner.declaringScope = key.path
          nested.append(Located(record: inner, file: record.file))
        }
      }
      found += nested
      collect(
        below: nested, prefix: "", scope: key.path, module: key.module, depth: depth - 1,
        model: model, owners: owners, visited: &visited, into: &found)
    }
  }

  /// Whether a field's type, as written, may be a plain struct of the app's: not optional,
  /// generic, a collection or a child's `State` (`Child.State`) — decided on the bytes,
  /// since most fields are none (`String`, `Int`, `IdentifiedArrayOf<Row.State>`).
  private static func mayNameAStruct(_ text: String) -> Bool {
    // A raw identifier (`` `Paths` ``) is judged by the name inside its backticks.
    let isRaw = text.utf8.first == UInt8(ascii: "`")
    let name = isRaw ? String(text.dropFirst()) : text
    guard let first = name.utf8.first else { return false }
    // A name outside ASCII may be a type whether or not its script has letter case.
    let mayBeType =
      (first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z"))
      || (first >= 0x80 && NameCase.mayNameType(name))
    guard mayBeType else { return false }
    return !name.utf8.contains { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "?")
      || $0 == UInt8(ascii: "!") }
      && !name.hasSuffix(".State") && !name.hasSuffix(".State`") && name != "State"
      && name != "State`"
  }

  /// A field that may hold navigation: a presentation wrapper, or a type naming state
  /// (`Child.State?`, `StackState<...>`) or routes.
  private static func holdsNavigation(_ record: TypeRecord) -> Bool {
    record.fields.contains { field in
      field.wrapper != nil
        || field.typeText.map { $0.contains("State") || $0.contains("Route<") } == true
    }
  }
}
