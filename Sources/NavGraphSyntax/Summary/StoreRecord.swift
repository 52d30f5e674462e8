/// `Store(initialState: Feature.State()) { Feature() }` and its older spellings.
struct StoreRecord: Sendable, Codable {
  var scope: [String]
  /// The reducer as written (`AppFeature`, `appReducer`), when the call names one.
  var reducer: String?
  /// The initial state's type as written (`AppFeature.State`), when it is built by name.
  var stateType: String?
  var isPreview: Bool
  var position: Position
}
