/// A store scoped to a state path in view code: `store.scope(state: \.child, action: ...)`.
struct ViewScopeRecord: Sendable, Codable {
  var scope: [String]
  /// The state path scoped to: `["resources", "stakeUnitList"]`, `["destination", "edit"]`.
  var state: [String]
  /// A presentation (`.sheet(item:)`, `NavigationStack(path:)`, ...) is handed the store.
  var isPresented: Bool
  /// The presentation is the content of `navigationDestination(for:)`: a screen pushed as an
  /// element of a `NavigationStack(path:)`, which may stand on top of another.
  var isStackElement = false
  /// Otherwise, the call the store is handed to (a helper that may present it).
  var handedTo: PresentingHelper?
  var position: Position
  /// For a presented store, the action case its actions go to (`cancelRemove` for `action:
  /// \.cancelRemove`): where the presentation's dismissal arrives.
  var action: String? = nil
  /// The type of the store the scope is taken of, when a parameter of the enclosing function
  /// declares it (as for `ViewStyleRecord`).
  var storeType: String? = nil
}
