import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// Tests of `TestStore+Reporting.swift`: what a store records, as failures or as notes, in each
/// exhaustivity (T-38). A note is an expected issue: the test passes, and the words are TCA's
/// message under `Skipped assertions.`.
@MainActor
struct TestStoreReportingTests {
  @Test("T-38 T-20 skipReceivedActions notes the skipped actions, in an exhaustive store too")
  func t38SkipReceived() async {
    let store = TestStore(initialState: Echo.State()) { Echo() }
    await store.send(.ping) { $0.log = ["ping"] }
    let log = IssueLog()
    await log.listening { await store.skipReceivedActions() }
    #expect(
      log.messages == [
        """
        Skipped assertions.

        1 received action was skipped.

        \(String(customDumping: Echo.Action.pong))
        """
      ])
    #expect(store.state.log == ["ping", "pong"])
  }

  @Test("T-38 T-21 skipInFlightEffects notes the actions whose effects it skips")
  func t38SkipEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Child.State()) {
      Child()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.startTimer)
    let log = IssueLog()
    await log.listening { await store.skipInFlightEffects() }
    #expect(
      log.messages == [
        """
        Skipped assertions.

        1 in-flight effect was cancelled, originating from:

        \(String(customDumping: Child.Action.startTimer))
        """
      ])
    await task.cancel()
  }

  @Test("T-38 T-30 .off(showSkippedAssertions: true) notes the change a closure left unasserted")
  func t38ShowSkipped() async {
    let store = TestStore(initialState: Echo.State()) { Echo() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    let log = IssueLog()
    await log.listening { await store.send(.ping) }
    let difference = diff(Echo.State(), Echo.State(log: ["ping"]), format: .proportional)!
    #expect(
      log.messages == [
        """
        Skipped assertions.

        State was not expected to change, but a change occurred.

        \(difference.indented(by: 4))

        (Expected: −, Actual: +)
        """
      ])
    await store.skipReceivedActions()
  }

  @Test("T-38 T-29 .off(showSkippedAssertions: true) notes the actions a send skips")
  func t38SendSkips() async {
    let store = TestStore(initialState: Echo.State()) { Echo() }
    await store.send(.ping) { $0.log = ["ping"] }
    store.exhaustivity = .off(showSkippedAssertions: true)
    let log = IssueLog()
    await log.listening { await store.send(.pong) }
    #expect(
      log.messages.prefix(2) == [
        """
        Skipped assertions.

        Must handle 1 received action before sending an action.

        Unhandled actions: \(String(customDumping: [Echo.Action.pong]))
        """,
        """
        Skipped assertions.

        1 received action was skipped.

        \(String(customDumping: Echo.Action.pong))
        """,
      ])
    #expect(store.state.log == ["ping", "pong", "pong"])
  }

  @Test("T-38 T-32 .off(showSkippedAssertions: false) records nothing of what it skips")
  func t38Silent() async {
    let store = TestStore(initialState: Echo.State()) { Echo() }
    store.exhaustivity = .off
    let log = IssueLog()
    await log.listening {
      await store.send(.ping)
      await store.send(.ping) { $0.log = ["ping", "pong", "ping"] }
      await store.skipReceivedActions()
    }
    #expect(log.messages.isEmpty)
  }
}
