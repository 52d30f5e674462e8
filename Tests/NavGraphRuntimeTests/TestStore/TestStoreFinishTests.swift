import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// Tests of `TestStore+Finish.swift`: skipping, `finish()` and the end of a test (T-20…T-25,
/// T-32, T-35).
@MainActor
struct TestStoreFinishTests {
  @Test("T-20 skipReceivedActions: strict fails on an empty queue, else moves to the last state")
  func t20() async {
    let store = TestStore(initialState: Echo.State()) { Echo() }
    await withKnownIssue {
      await store.skipReceivedActions()
    } matching: { $0.description.contains("There were no received actions to skip") }
    await store.skipReceivedActions(strict: false)
    await store.send(.ping) { $0.log = ["ping"] }
    await store.skipReceivedActions()
    #expect(store.state.log == ["ping", "pong"])
  }

  @Test("T-21 skipInFlightEffects stops tracking without cancelling; strict fails when idle")
  func t21() async {
    let clock = TestClock()
    let store = TestStore(initialState: Child.State()) { Child() } withDependencies: {
      $0.continuousClock = clock
    }
    await withKnownIssue {
      await store.skipInFlightEffects()
    } matching: { $0.description.contains("There were no in-flight effects to skip") }
    let task = await store.send(.startTimer)
    await store.skipInFlightEffects()
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.count = 1 }
    await task.cancel()
  }

  @Test("T-22 R-23 finish() fails on received actions nobody asserted")
  func t22() async {
    let store = TestStore(initialState: Echo.State()) { Echo() }
    await store.send(.ping) { $0.log = ["ping"] }
    await withKnownIssue {
      await store.finish()
    } matching: { $0.description.contains("received 1 unexpected action") }
    await store.skipReceivedActions(strict: false)
  }

  @Test("T-35 finish() reports received actions but leaves them queued for skipReceivedActions")
  func t35() async {
    let store = TestStore(initialState: Echo.State()) { Echo() }
    await store.send(.ping) { $0.log = ["ping"] }
    await withKnownIssue {
      await store.finish()
    } matching: { $0.description.contains("received 1 unexpected action") }
    await store.skipReceivedActions()
    #expect(store.state.log == ["ping", "pong"])
    // Nothing queued: nothing to report.
    await store.finish()
  }

  @Test("T-32 in .off an effect still running at the end of the test is no failure")
  func t32() async {
    let store = TestStore(initialState: Child.State()) { Child() } withDependencies: {
      $0.continuousClock = TestClock()
    }
    store.exhaustivity = .off
    await store.send(.startTimer)
  }

  @Test("T-23 R-22 an effect still running at the end of a test is reported at its action")
  func t23() async {
    let clock = TestClock()
    let timerLine = LockIsolated(0)
    await withKnownIssue {
      let store = TestStore(initialState: Parent.State()) { Parent() } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.present(id: 1)) { $0.child = Child.State(id: 1) }
      timerLine.setValue(#line + 1)
      await store.send(\.child.startTimer)
      // The store goes away here, inside withKnownIssue: the report must already be in.
    } matching: {
      $0.description.contains("An effect returned for this action is still running")
        && $0.sourceLocation?.line == timerLine.value
    }
  }

  @Test("T-23 the presented destination's listener alone is not reported")
  func t23ListenerIsNotReported() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.present(id: 1)) { $0.child = Child.State(id: 1) }
  }

  @Test("T-25 ending one store's test leaves other stores' listeners alone")
  func t25ListenersAreStoppedPerStore() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.present(id: 1)) { $0.child = Child.State(id: 1) }
    do {
      let other = TestStore(initialState: Parent.State()) { Parent() }
      await other.send(.present(id: 2)) { $0.child = Child.State(id: 2) }
      await other.finish()
    }
    await store.send(\.child.close)
    await store.receive(\.child.dismiss) {
      $0.child = nil
      $0.log = ["dismiss saw count 0"]
    }
  }
}
