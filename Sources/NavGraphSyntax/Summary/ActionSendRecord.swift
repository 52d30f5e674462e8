import NavGraphCore

/// An action sent with a nested case named (`.send(.delegate(.finished))`, `await
/// send(.delegate(.saved(item)))`, `store.send(.view(.tapped))`): the case path, outermost
/// first (`["delegate", "finished"]`), and the scope it is sent from.
struct ActionSendRecord: Sendable, Codable {
  var scope: [String]
  var path: [String]
  var position: Position
}
