/// A pattern that matches an action (or any enum value: which `switch` is over an action is
/// not always known), as its case path (`case .child(.delegate(.finished)):` is `["child",
/// "delegate", "finished"]`), and whether it answers every action below its last case: it
/// binds that case's payload (`case let .delegate(request):`), or its body does more than
/// `return .none` or `break` (an `if case`, which guards code, always counts).
struct ActionPatternRecord: Sendable, Codable {
  var path: [String]
  var coversPayload: Bool
  /// Whether what the last case holds can reach code: the pattern binds it, or the case's
  /// body reads the value switched over (`return .send(action)`, `switch action`). A body
  /// that only clears a field (`case .alert: state.alert = nil`) covers the payload without
  /// reading it: a button's action inside is dropped.
  var readsPayload: Bool
}
