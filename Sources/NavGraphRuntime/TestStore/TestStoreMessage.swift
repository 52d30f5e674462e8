/// The words of every failure and note a ``TestStore`` raises, as TCA 1.25 writes them (T-37):
/// tests and tooling written against TCA match these by prefix and suffix, so the wording and
/// the line structure (a heading sentence, a blank line, then the data) are a contract.
enum TestStoreMessage {
  static let dismissedStore = "Can't send action to dismissed test store."

  /// T-5: `send` while received actions wait.
  static func mustHandleReceivedActions<Action>(_ actions: [Action]) -> String {
    """
    Must handle \(actions.count) received \
    action\(actions.count == 1 ? "" : "s") before sending an action.

    Unhandled actions: \(dump(actions))
    """
  }

  // MARK: State (T-7, T-8, T-9)

  /// The heading of a state that is not the expected one: with an assertion closure, or without.
  static func stateMismatchHeading(hasClosure: Bool) -> String {
    hasClosure
      ? "A state change does not match expectation"
      : "State was not expected to change, but a change occurred"
  }

  static func stateMismatch<State>(heading: String, expected: State, actual: State) -> String {
    let difference =
      diff(expected, actual, format: .proportional)
      .map { "\($0.indent(by: 4))\n\n(Expected: −, Actual: +)" }
        ?? """
        Expected:
        \(String(describing: expected).indent(by: 2))

        Actual:
        \(String(describing: actual).indent(by: 2))
        """
    return "\(heading).\n\n\(difference)"
  }

  static let expectedStateChange = """
    Expected state to change, but no change occurred.

    The trailing closure made no observable modifications to state. If no change to state is \
    expected, omit the trailing closure.
    """

  static func threwError(_ error: any Error) -> String { "Threw error: \(error)" }

  // MARK: Receiving (T-14…T-19, T-31, T-36)

  static func expectedActionNotReceived<Action>(_ expected: Action) -> String {
    "Expected to receive the following action, but didn't:\n\n\(dump(expected, indent: 2))"
  }

  static let noActionMatchingCasePath =
    "Expected to receive an action matching case path, but didn't get one."

  static let noActionMatchingPredicate =
    "Expected to receive an action matching predicate, but didn't get one."

  /// T-16, T-19: `before this one` when the expected action is queued behind the received one.
  static func unexpectedAction(_ description: String, expectedLater: Bool) -> String {
    "Received unexpected action\(expectedLater ? " before this one" : ""):\n\n\(description)"
  }

  /// How `receive(action)` shows a received action that is not the expected one.
  static func actionDifference<Action>(expected: Action, received: Action) -> String {
    diff(expected, received, format: .proportional)
      .map { "\($0.indent(by: 4))\n\n(Expected: −, Received: +)" }
        ?? """
        Expected:
        \(String(describing: expected).indent(by: 2))

        Received:
        \(String(describing: received).indent(by: 2))
        """
  }

  /// How `receive(\.case, value)` shows an action of the expected case with another value.
  static func caseValueDifference<Action>(expected: Action, received: Action) -> String? {
    diff(expected, received, format: .proportional)
      .map { "\($0.indent(by: 2))\n\n(Expected: −, Actual: +)" }
  }

  /// How `receive(\.case)` and `receive { … }` show a received action.
  static func receivedAction<Action>(_ action: Action) -> String {
    dump(action, indent: 2)
  }

  /// T-31: the actions a non-exhaustive `receive` skipped to reach its match.
  static func skippedReceivedActions<Action>(_ actions: [Action]) -> String {
    """
    \(actions.count) received action\(actions.count == 1 ? " was" : "s were") skipped.

    \(dump(actions))
    """
  }

  static func receiveTimedOut(
    isExhaustive: Bool, after duration: Duration, storeTimeout: Duration, effectsInFlight: Bool
  ) -> String {
    let suggestion =
      effectsInFlight
      ? effectsInFlightSuggestion(duration: duration, storeTimeout: storeTimeout)
      : """
      There are no in-flight effects that could deliver this action. Could the effect you \
      expected to deliver this action have been cancelled?
      """
    return """
      Expected to receive \(isExhaustive ? "an action" : "a matching action"), but received \
      none\(duration > .zero ? " after \(duration)" : "").

      \(suggestion)
      """
  }

  // MARK: Finishing and the end of a test (T-20…T-23)

  static func effectsStillInFlight(after duration: Duration, storeTimeout: Duration) -> String {
    """
    Expected effects to finish, but there are still effects in-flight\
    \(duration > .zero ? " after \(duration)" : "").

    \(effectsInFlightSuggestion(duration: duration, storeTimeout: storeTimeout))
    """
  }

  static func taskStillInFlight(after duration: Duration, taskTimeout: Duration) -> String {
    """
    Expected task to finish, but it is still in-flight\
    \(duration > .zero ? " after \(duration)" : "").

    If this task delivers its action using a clock/scheduler (via "sleep(for:)", \
    "timer(interval:)", etc.), make sure that you wait enough time for it to perform its work. \
    If you are using a test clock/scheduler, advance the scheduler so that the effects may \
    complete, or consider using an immediate clock/scheduler to immediately perform the effect \
    instead.

    If you are not yet using a clock/scheduler, or cannot use a clock/scheduler, \
    \(timeoutAdvice(duration: duration, default: taskTimeout)).
    """
  }

  static func unexpectedReceivedActions<Action>(_ actions: [Action]) -> String {
    let list = actions.map { "    " + debugCaseOutput($0, abbreviated: true) }
      .joined(separator: "\n")
    return """
      The store received \(actions.count) unexpected \
      action\(actions.count == 1 ? "" : "s").

        Unhandled actions:
      \(list)

      To fix, explicitly assert against these actions using "store.receive", skip these actions \
      by performing "await store.skipReceivedActions()", or consider using a non-exhaustive test \
      store: "store.exhaustivity = .off".
      """
  }

  static let effectStillRunning = """
    An effect returned for this action is still running. It must complete before the end of \
    the test.

    To fix, inspect any effects the reducer returns for this action and ensure that all of \
    them complete by the end of the test. There are a few reasons why an effect may not have \
    completed:

    If using async/await in your effect, it may need a little bit of time to properly \
    finish. To fix you can simply perform "await store.finish()" at the end of your test.

    If an effect uses a clock (or scheduler, via "receive(on:)", "delay", "debounce", etc.), \
    make sure that you wait enough time for it to perform the effect. If you are using a test \
    clock/scheduler, advance it so that the effects may complete, or consider using an \
    immediate clock/scheduler to immediately perform the effect instead.

    If you are returning a long-living effect (timers, notifications, subjects, etc.), \
    then make sure those effects are torn down by marking the effect ".cancellable" and \
    returning a corresponding cancellation effect ("Effect.cancel") from another action, or, \
    if your effect is driven by a Combine subject, send it a completion.

    If you do not wish to assert on these effects, perform "await \
    store.skipInFlightEffects()", or consider using a non-exhaustive test store: \
    "store.exhaustivity = .off".
    """

  static let noReceivedActionsToSkip = "There were no received actions to skip."

  static let noInFlightEffectsToSkip = "There were no in-flight effects to skip."

  /// T-20: one action dumps alone, several as a list.
  static func skippedActions<Action>(_ actions: [Action]) -> String {
    """
    \(actions.count) received action\(actions.count == 1 ? " was" : "s were") skipped.

    \(actions.count == 1 ? dump(actions[0]) : dump(actions))
    """
  }

  /// T-21: the actions whose effects are no longer tracked.
  static func skippedInFlightEffects<Action>(originatingFrom actions: [Action]) -> String {
    """
    \(actions.count) in-flight effect\(actions.count == 1 ? " was" : "s were") cancelled, \
    originating from:

    \(actions.count == 1 ? dump(actions[0]) : dump(actions))
    """
  }

  // MARK: Notes (T-38)

  /// A failure a non-exhaustive store that shows skipped assertions records as expected.
  static func skippedAssertion(_ message: String) -> String {
    "Skipped assertions.\n\n\(message)"
  }

  // MARK: Parts

  private static func effectsInFlightSuggestion(
    duration: Duration, storeTimeout: Duration
  ) -> String {
    """
    There are effects in-flight. If the effect that delivers this action uses a \
    clock/scheduler (via "receive(on:)", "delay", "debounce", etc.), make sure that you wait \
    enough time for it to perform the effect. If you are using a test clock/scheduler, advance \
    it so that the effects may complete, or consider using an immediate clock/scheduler to \
    immediately perform the effect instead.

    If you are not yet using a clock/scheduler, or can not use a clock/scheduler, \
    \(timeoutAdvice(duration: duration, default: storeTimeout)).
    """
  }

  /// Whether the assertion already chose its own timeout.
  private static func timeoutAdvice(duration: Duration, default storeTimeout: Duration) -> String {
    duration != storeTimeout
      ? #"try increasing the duration of this assertion's "timeout""#
      : #"configure this assertion with an explicit "timeout""#
  }

  private static func dump<Value>(_ value: Value, indent: Int = 0) -> String {
    var output = ""
    customDump(value, to: &output, indent: indent)
    return output
  }
}
