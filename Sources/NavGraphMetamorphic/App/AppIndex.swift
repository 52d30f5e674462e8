/// What an app declares, read from all its files at once: the names a renaming may change,
/// and the members of each type that moving code and writing `self.` need.
package struct AppIndex: Sendable {
  /// How a name is declared; a name declared in several ways keeps the first of this order,
  /// so the scarce spellings (backticked keywords) go to cases and types first.
  enum Role: Int, Comparable, Sendable {
    case enumCase, type, property, function, local

    static func < (lhs: Role, rhs: Role) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// Every name the app declares: types, typealiases, enum cases, properties, functions,
  /// locals and closure parameters, by name without backticks.
  var declared: [String: Role] = [:]
  /// Types (by dotted path, as written in their declaration or extension) and the types
  /// declared in them: where a nested name is looked up from code moved elsewhere.
  var nestedTypes: [String: Set<String>] = [:]
  /// Types and the properties declared in them (in the type or its extensions).
  var properties: [String: Set<String>] = [:]
  /// Names the app also writes as a projected value or wrapper storage (`$path`, `_path`).
  var prefixedNames: Set<String> = []
  /// Every identifier written anywhere in the app, declared or not: a new name must be none
  /// of them.
  var written: Set<String> = []
  /// The type written for each property name (the first one met): whether a key path names a
  /// stack, which decides the label of an integration's closure.
  var propertyTypes: [String: String] = [:]

  /// The names of the app's types and typealiases, whatever else the same names declare.
  var typeNames: Set<String> = []
  /// The names of the app's enum cases, whatever else the same names declare (`case sheet`
  /// beside SwiftUI's `sheet(item:)`).
  var caseNames: Set<String> = []
  /// The labels the app's initializers take: their parameters' labels (a memberwise
  /// initializer's are the properties).
  var initializerLabels: Set<String> = []

  /// What a call can name whose labels the app chose: its types (the labels of their
  /// initializers follow fields) and its enum cases (payload labels). A function's labels
  /// are part of its name and stay, at its declaration and its calls alike.
  var labelledCallees: LabelledCallees {
    LabelledCallees(
      types: typeNames, cases: caseNames,
      initializerLabels: initializerLabels.union(properties.values.joined()))
  }

  /// The declared names in a fixed order: by role, then by name.
  var sortedNames: [(name: String, role: Role)] {
    declared.map { ($0.key, $0.value) }.sorted { ($0.role, $0.name) < ($1.role, $1.name) }
  }

  mutating func declare(_ name: String, as role: Role) {
    guard !name.isEmpty, name != "_" else { return }
    if let known = declared[name], known <= role { return }
    declared[name] = role
  }

  mutating func merge(_ other: AppIndex) {
    for (name, role) in other.declared { declare(name, as: role) }
    typeNames.formUnion(other.typeNames)
    caseNames.formUnion(other.caseNames)
    initializerLabels.formUnion(other.initializerLabels)
    nestedTypes.merge(other.nestedTypes) { $0.union($1) }
    properties.merge(other.properties) { $0.union($1) }
    prefixedNames.formUnion(other.prefixedNames)
    written.formUnion(other.written)
    propertyTypes.merge(other.propertyTypes) { first, _ in first }
  }
}
