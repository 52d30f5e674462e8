import NavGraphCore
import NavGraphFacts

/// One reducer while the passes work on it: its declarations gathered from every file and
/// extension, before they are written out as a `Feature` and `FeatureFacts`.
struct FeatureModel: Sendable {
  var key: TypeKey
  /// The name in the graph: the lexical path, prefixed by the module when two modules declare
  /// the same path.
  var name: String
  var kind: Feature.Kind
  var apiGeneration = APIGeneration.tca1
  var location: SourceLocation
  /// `@Reducer enum Destination { case add(AddFeature) }`.
  var isEnumReducer = false
  /// A struct reducer whose `State` is an enum it scopes by hand.
  var isHandWrittenEnumReducer = false
  /// The field of its `State` struct that wraps the enum of its cases (`WrappedEnumPass`).
  var wrappedField: String?
  var fields: [Located<FieldRecord>] = []
  /// A struct `State` whose body declares an `init` (no memberwise initializer).
  var stateDeclaresInitializer = false
  var actionCases: [Located<CaseRecord>] = []
  /// Enum reducer cases, or cases of the hand-written reducer's `State` enum.
  var cases: [Located<CaseRecord>] = []
  var integrations: [Located<IntegrationRecord>] = []
  /// The reducer protocols of the scanned sources it conforms to, refined ones after those it
  /// names: where its `State`, `Action` and body are found when it declares none itself.
  var protocols: [TypeKey] = []
  /// It declares `body` or `reduce(into:action:)` in its own body or an extension.
  var declaresBody = false
  var effects: [Located<EffectRecord>] = []
  /// `case .alert(.dismiss):` handlers in its code, or in a reducer protocol's extension.
  var dismissHandlers: [Located<DismissHandlerRecord>] = []
  /// The feature whose `State` this reducer runs on (`typealias State = Article.State` in a
  /// side reducer for analytics or logging): that feature owns the fields and whatever this
  /// one integrates; this one owns no navigation of its own.
  var domainOwner: TypeKey?
  /// A reducer value's state type (`Reducer<ProfileState, ProfileAction, ProfileEnvironment>`'s
  /// first argument, resolved; `ValueReducerPass`): a reducer type's is its member `State`.
  var valueState: TypeKey?
  /// For a reducer value, its action type.
  var valueAction: TypeKey?

  /// Holds its children in cases rather than fields.
  var isEnumLike: Bool { isEnumReducer || isHandWrittenEnumReducer }
}

extension SourceFile {
  func location(_ position: Position) -> SourceLocation {
    SourceLocation(file: relativePath, line: position.line, column: position.column)
  }
}
