/// A pre-0.41 reducer value: `let appReducer = Reducer<AppState, AppAction, AppEnvironment>
/// .combine(...)`. Named by its variable, qualified by the type it is a static member of.
struct ValueReducerRecord: Sendable, Codable {
  var scope: [String]
  var name: String
  /// The state type as written; empty when the type is named through `throughAlias`.
  var stateType: String
  /// The action type as written; `nil` when the type is named through `throughAlias`.
  var actionType: String?
  var position: Position
  /// The type as written when it is not `Reducer<S, A, E>` itself but may be an app's alias of
  /// it (`typealias HomeReducer = Reducer<HomeState, HomeAction, HomeEnvironment>`), declared
  /// in any file: resolution keeps the value only if the alias says so.
  var throughAlias: String?
}
