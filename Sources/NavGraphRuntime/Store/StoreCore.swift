/// What a ``Store`` reads its state from and sends its actions to: the ``RootCore`` that reduces
/// them, or a ``ScopedCore`` that reaches a part of another store's domain (F-17). One protocol,
/// as TCA's `Core`, so a scoped store is the same `Store` type as a root one.
@MainActor
protocol StoreCore<State, Action>: AnyObject {
  associatedtype State
  associatedtype Action

  /// The current state, read anew on every access.
  var state: State { get }
  /// The dependencies the root reduces actions with.
  var dependencies: DependencyValues { get }
  /// Sends `action` to the root, embedded into its domain; returns the tasks it started.
  func send(_ action: Action, fromUser: Bool, location: IssueLocation?) -> [EffectTask]
  /// Attaches `observer` to the root, where actions are reduced.
  func addObserver(_ observer: any NavigationObserver)
}
