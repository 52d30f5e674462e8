/// `childReducer.optional().pullback(state: \.child, ...)` or
/// `rowReducer.forEach(state: \.rows, ...)` inside the initializer of a reducer value.
struct PullbackRecord: Sendable, Codable {
  var scope: [String]
  /// The variable whose initializer holds the call.
  var container: String?
  /// The reducer value pulled back, as written (`childReducer`, `Child.reducer`).
  var child: String
  var isOptional: Bool
  var isForEach: Bool
  var state: PathRef?
  /// A reducer operator of the app's own that composes the child it is handed
  /// (`parent.presents(child, state: \.child, ...)`): its name.
  var operatorName: String? = nil
  var position: Position
}
