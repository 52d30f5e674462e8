/// A struct, enum, class, actor or extension, named by its lexical path
/// (`extension Feature { enum Destination {} }` gives `["Feature", "Destination"]`).
struct TypeRecord: Sendable, Codable {
  enum Kind: String, Sendable, Codable {
    case `struct`, `enum`, `class`, actor, `extension`, `protocol`
  }

  var path: [String]
  var kind: Kind
  /// `@Reducer`, or 2.0's `@Feature`.
  var hasReducerMacro: Bool
  /// `Reducer`, `ReducerProtocol`, or 2.0's `FeatureProtocol`.
  var conformsToReducer: Bool
  /// Spelled in TCA 2.0's words (`@Feature`, `: FeatureProtocol`).
  var isTCA2 = false
  var position: Position
  var fields: [FieldRecord] = []
  var cases: [CaseRecord] = []
  /// The body declares an `init`, so Swift writes no memberwise initializer for it.
  var declaresInitializer = false
  /// What the declaration inherits, read when resolution asks (`inheritedNames`): most types
  /// inherit only library protocols, and parsing every clause while collecting cost more than
  /// resolution's few questions.
  var inheritanceText: String?
  /// The `Self: P` requirements of a protocol's or extension's `where` clause, read at once
  /// (they are rare).
  var whereConformances: [[String]] = []
  /// `<Payload>` of `enum FeatureAction<Payload>`: names its case payloads may spell.
  var genericParameters: [String] = []
  /// The body declares `body` or `reduce(into:action:)`: the type does not take a body a
  /// protocol extension supplies.
  var declaresBody = false
  /// The type `body` is declared with (`some Reducer<FavoritingState<ID>, FavoritingAction>`),
  /// as written: a reducer that declares no `State` or `Action` runs on the ones it names.
  var bodyType: String?
  /// Computed properties other than `body` and those read as fields (a computed routes
  /// array, a settable optional child state): what a view's binding may read beside the
  /// stored fields (`var errorMessage: String? { presentation.errorMessage }`).
  var computedProperties: [String] = []
  /// Declared inside `#if DEBUG`: part of debug builds alone.
  var isDebugOnly = false
}

extension TypeRecord {
  /// Every inherited type by dotted name (compositions split) and the `Self: P` requirements
  /// of the `where` clause: what may make a type a reducer through a protocol of the app's own.
  var inheritedNames: [[String]] {
    ConformanceSyntax.names(inClause: inheritanceText ?? "") + whereConformances
  }

  /// Whether the declaration may inherit one of `names` (a byte search, before any parsing).
  func mayInherit(anyOf names: Set<String>) -> Bool {
    if whereConformances.contains(where: { names.contains($0.last ?? "") }) { return true }
    guard let text = inheritanceText else { return false }
    return names.contains { text.contains($0) }
  }
}
