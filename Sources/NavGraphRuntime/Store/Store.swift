/// Runs a reducer: holds state, reduces the actions sent to it and runs their effects on the
/// main actor.
@MainActor
public final class Store<State, Action> {
  /// The root that reduces this store's actions, or a scope of another store (F-17).
  let core: any StoreCore<State, Action>

  /// Creates a store. `prepareDependencies` runs once; the store adds its own navigation
  /// component so cancellation never crosses store boundaries (F-10).
  public init<R: Reducer>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) where R.State == State, R.Action == Action {
    let (state, reduce, dependencies) = withDependencies {
      prepareDependencies?(&$0)
    } operation: {
      var dependencies = DependencyValues._current
      dependencies.navigationIDPath = dependencies.navigationIDPath.appending(.uniqueRoot())
      // The id generator, resolved once to the instance reads would find: a dependency nobody
      // set is looked up through swift-dependencies' cache (context checks, a lock, an issue
      // context) on every read, and every push reads it (a seventh of a push + pop).
      dependencies.stackElementID = dependencies.stackElementID
      // The root's `body` is evaluated once, here, under the store's dependencies; children's
      // bodies are evaluated on first use (see ``ReducerBodyCache``).
      return (initialState(), reducer()._reduceFunction(), dependencies)
    }
    self.core = RootCore(initialState: state, reduce: reduce, dependencies: dependencies)
  }

  /// A store over `core`: a scope of another store (see `scope(_:action:)`).
  init(core: any StoreCore<State, Action>) {
    self.core = core
  }

  /// The current state.
  public var state: State { core.state }

  /// Reads the current state.
  public func withState<R>(_ body: (State) -> R) -> R { body(core.state) }

  /// Sends an action; returns a task covering the effects it started.
  @discardableResult
  public func send(
    _ action: Action,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> StoreTask {
    let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return StoreTask(tasks: core.send(action, fromUser: true, location: location))
  }

  /// Registers an observer of navigation changes (see ``NavigationObserver``). A scoped store's
  /// observer watches the root store, where its actions are reduced.
  public func addObserver(_ observer: any NavigationObserver) {
    core.addObserver(observer)
  }
}

public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// The effects started by one `send`.
public struct StoreTask: Hashable, Sendable {
  let tasks: [EffectTask]

  /// Cancels the effects.
  public func cancel() {
    for task in tasks { task.cancel() }
  }

  /// Waits for the effects to end.
  public func finish() async {
    for task in tasks { await task.finish() }
  }

  public var isCancelled: Bool { tasks.allSatisfy(\.isCancelled) }
}
