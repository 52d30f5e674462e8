import Foundation

/// Drives a reducer in tests and asserts on every state change, received action and effect
/// (docs/runtime-semantics.md, section 5). Failures go through IssueReporting, so XCTest and
/// Swift Testing both fail.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// `.on` by default; `.off` checks only what the test asserts (T-28…T-32).
  public var exhaustivity: Exhaustivity = .on
  /// How long `receive` and `finish` wait (T-1: 1 second).
  public var timeout: Duration = .seconds(1)
  /// The last asserted state (T-2).
  public internal(set) var state: State
  /// The dependencies later actions are reduced with (T-3).
  public var dependencies: DependencyValues {
    get { core.dependencies }
    set { core.dependencies = newValue }
  }

  let core: RootCore<State, Action>
  /// The effects in flight, which the store's core records as they start and end.
  let trackedEffects = TrackedEffects()
  let activity = EffectActivity()
  var received: [(action: Action, state: State)] = []
  var isDismissed = false
  private var sentState: State?
  let location: IssueLocation
  /// Observers a module linked into the test process attached (see `TestStoreObservers`).
  private var testObservers: [any TestStoreObserver] = []

  public init<R: Reducer>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) throws -> Void = { _ in },
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) where R.State == State, R.Action == Action {
    let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    var prepareError: (any Error)?
    let (state, reducer, body, dependencies) = Dependencies.withDependencies {
      do { try prepareDependencies(&$0) } catch { prepareError = error }
    } operation: {
      var dependencies = DependencyValues._current
      dependencies.navigationIDPath = dependencies.navigationIDPath.appending(.uniqueRoot())
      // The id generator, resolved once to the instance reads would find: a dependency nobody
      // set is looked up through swift-dependencies' cache (context checks, a lock, an issue
      // context) on every read, and every push reads it (a seventh of a push + pop).
      dependencies.stackElementID = dependencies.stackElementID
      let reducer = reducer()
      // The store runs the resolved body; a trace names the feature itself.
      return (initialState(), reducer, reducer._reduceFunction(), dependencies)
    }
    if let prepareError { reportIssue("Threw error: \(prepareError)", at: location) }
    self.state = state
    self.location = location
    self.core = RootCore(
      initialState: state, reduce: body,
      dependencies: dependencies)
    core.trackedEffects = trackedEffects
    MainSerialExecutorLease.acquire()
    MainQueueMarker.install()
    trackedEffects.didChange = { [weak self] in self?.activity.signal() }
    // T-27: a bare `dismiss()` at the root marks the store dismissed.
    let userDismiss = dependencies.dismiss.dismiss
    core.dependencies.dismiss = DismissEffect { [weak self] in
      userDismiss?()
      self?.trackedEffects.removeAll()
      self?.isDismissed = true
    }
    testObservers = TestStoreObservers.make(for: reducer, createdAt: location)
    core.observers.append(contentsOf: testObservers as [any NavigationObserver])
    core.didReduce = { [weak self] action, fromUser, state in
      guard let self else { return }
      if fromUser, self.sentState == nil {
        self.sentState = state
      } else {
        self.received.append((action, state))
        self.activity.signal()
      }
    }
  }

  /// End of test (T-23). Not an `isolated deinit`: that one hides the releasing task's
  /// task-locals, so its reports would not belong to the running test (nor to a `withKnownIssue`
  /// around it). A plain deinit runs right where the last reference goes, at the end of the test's
  /// scope, on the main actor like the rest of the test. (On Linux the main actor's queue may be
  /// served by a thread other than the main thread, hence the queue check.)
  nonisolated deinit {
    guard MainQueueMarker.isCurrent else {
      // Released off the main actor (not how tests use a store): clean up, report nothing.
      Task { @MainActor [core, trackedEffects] in
        core.stopListeners()
        for effect in trackedEffects.inFlight.values { effect.cancel() }
        MainSerialExecutorLease.release()
      }
      return
    }
    MainActor.assumeIsolated {
      completed(at: location)
      for observer in testObservers { observer.testStoreDidEnd() }
      for effect in trackedEffects.inFlight.values { effect.cancel() }
      MainSerialExecutorLease.release()
    }
  }

  /// Sends `action`, then asserts the state it produced (T-4…T-10).
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> TestStoreTask {
    let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !isDismissed else {
      reportIssue(TestStoreMessage.dismissedStore, at: location)
      return TestStoreTask(tasks: [], timeout: timeout)
    }
    if !received.isEmpty {
      // T-5, T-29: a failure when exhaustive; otherwise the queued actions are skipped.
      reportAssertion(
        TestStoreMessage.mustHandleReceivedActions(received.map(\.action)), at: location)
      switch exhaustivity {
      case .on:
        break
      case .off(showSkippedAssertions: true):
        skipReceived(strict: false, at: location)
      case .off(showSkippedAssertions: false):
        state = received.last!.state
        received.removeAll()
      }
    }
    for observer in testObservers { observer.testStoreWillSend() }
    let previous = state
    let generator = core.dependencies.stackElementID.copy()
    trackedEffects.origin = EffectOrigin(action: action, location: location)
    sentState = nil
    let tasks = core.send(action, fromUser: true, location: location)
    let newState = sentState ?? core.state
    sentState = nil
    // T-34: the closure's argument is the expectation; `store.state` in it is still the state
    // before the action, and becomes the new one after the check.
    assertState(
      from: previous, to: newState, generator: generator, modify: updateStateToExpectedResult,
      location: location)
    state = newState
    await Task.megaYield()
    return TestStoreTask(tasks: tasks, timeout: timeout)
  }

  /// Sends the action a case key path builds (T-12): `send(\.path[id: 0].counter.tap)`.
  @discardableResult
  public func send(
    _ action: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      action(), assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  @discardableResult
  public func send<Value>(
    _ action: CaseKeyPath<Action, Value>, _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      action(value), assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Checks the current state without sending anything (T-33).
  public func assert(
    _ updateStateToExpectedResult: (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    withoutActuallyEscaping(updateStateToExpectedResult) { modify in
      assertState(
        from: state, to: state, generator: core.dependencies.stackElementID.copy(),
        modify: modify, location: location, requireChange: false)
    }
  }
}

extension String {
  func indent(by count: Int) -> String {
    let prefix = String(repeating: " ", count: count)
    return split(separator: "\n", omittingEmptySubsequences: false)
      .map { prefix + $0 }.joined(separator: "\n")
  }
}

public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable
