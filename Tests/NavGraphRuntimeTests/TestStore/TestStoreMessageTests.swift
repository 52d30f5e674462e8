import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// Tests of `TestStoreMessage.swift`: each failure a test store raises has TCA 1.25's words and
/// line structure (T-37), compared whole. The parts that show values (dumps and diffs) are made
/// here with CustomDump, as the store makes them; the rest is TCA's text.
@MainActor
struct TestStoreMessageTests {
  @Test("T-37 T-5 Must handle N received actions, then the actions' dump")
  func t37MustHandle() async {
    let store = TestStore(initialState: Echo.State()) { Echo() }
    await store.send(.ping) { $0.log = ["ping"] }
    let log = IssueLog()
    await withKnownIssue {
      await log.listening {
        await store.send(.ping) { $0.log = ["ping", "pong", "ping"] }
      }
    }
    #expect(
      log.messages == [
        """
        Must handle 1 received action before sending an action.

        Unhandled actions: \(String(customDumping: [Echo.Action.pong]))
        """
      ])
    await store.skipReceivedActions()
  }

  @Test("T-37 T-7 A state change does not match expectation, then the diff")
  func t37Mismatch() async {
    let store = TestStore(initialState: Echo.State()) { Echo() }
    let log = IssueLog()
    await withKnownIssue {
      await log.listening { await store.send(.ping) { $0.log = ["pong"] } }
    }
    let difference = diff(
      Echo.State(log: ["pong"]), Echo.State(log: ["ping"]), format: .proportional)!
    #expect(
      log.messages == [
        """
        A state change does not match expectation.

        \(difference.indented(by: 4))

        (Expected: −, Actual: +)
        """
      ])
    await store.skipReceivedActions()
  }

  @Test("T-37 T-7 State was not expected to change, then the diff")
  func t37UnexpectedChange() async {
    let store = TestStore(initialState: Echo.State()) { Echo() }
    let log = IssueLog()
    await withKnownIssue {
      await log.listening { await store.send(.ping) }
    }
    let difference = diff(Echo.State(), Echo.State(log: ["ping"]), format: .proportional)!
    #expect(
      log.messages == [
        """
        State was not expected to change, but a change occurred.

        \(difference.indented(by: 4))

        (Expected: −, Actual: +)
        """
      ])
    await store.skipReceivedActions()
  }

  @Test("T-37 T-8 Expected state to change, with TCA's advice")
  func t37ExpectedChange() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    let log = IssueLog()
    await withKnownIssue {
      await log.listening { await store.send(.dismissFromParent) { $0.child = nil } }
    }
    #expect(
      log.messages == [
        """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to state \
        is expected, omit the trailing closure.
        """
      ])
  }

  @Test("T-37 T-15 Expected to receive the following action, then its dump")
  func t37NotReceived() async {
    let store = TestStore(initialState: Echo.State()) { Echo() }
    let log = IssueLog()
    await withKnownIssue {
      await log.listening { await store.receive(.pong) }
    }
    #expect(
      log.messages == [
        """
        Expected to receive the following action, but didn't:

          \(String(customDumping: Echo.Action.pong))
        """
      ])
  }

  @Test("T-37 T-16 T-19 Received unexpected action before this one, then the diff")
  func t37Unexpected() async {
    let store = TestStore(initialState: Pair.State()) { Pair() }
    await store.send(.start)
    let log = IssueLog()
    await withKnownIssue {
      await log.listening { await store.receive(.second) }
    }
    let difference = diff(Pair.Action.second, Pair.Action.first, format: .proportional)!
    #expect(
      log.messages == [
        """
        Received unexpected action before this one:

        \(difference.indented(by: 4))

        (Expected: −, Received: +)
        """
      ])
    await store.receive(.second) { $0.log = ["first", "second"] }
  }

  @Test("T-37 T-14 Expected to receive an action, with the advice for effects in flight")
  func t37ReceiveTimeout() async {
    let clock = TestClock()
    let store = TestStore(initialState: Child.State()) {
      Child()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.startTimer)
    let log = IssueLog()
    await withKnownIssue {
      await log.listening { await store.receive(.tick, timeout: .milliseconds(20)) }
    }
    #expect(
      log.messages == [
        """
        Expected to receive an action, but received none after 0.02 seconds.

        There are effects in-flight. If the effect that delivers this action uses a \
        clock/scheduler (via "receive(on:)", "delay", "debounce", etc.), make sure that you wait \
        enough time for it to perform the effect. If you are using a test clock/scheduler, \
        advance it so that the effects may complete, or consider using an immediate \
        clock/scheduler to immediately perform the effect instead.

        If you are not yet using a clock/scheduler, or can not use a clock/scheduler, try \
        increasing the duration of this assertion's "timeout".
        """
      ])
    await task.cancel()
  }

  @Test("T-37 T-22 The store received N unexpected actions, one abbreviated action a line")
  func t37Unreceived() async {
    let store = TestStore(initialState: Echo.State()) { Echo() }
    await store.send(.ping) { $0.log = ["ping"] }
    let log = IssueLog()
    await withKnownIssue {
      await log.listening { await store.finish() }
    }
    #expect(
      log.messages == [
        """
        The store received 1 unexpected action.

          Unhandled actions:
            .pong

        To fix, explicitly assert against these actions using "store.receive", skip these \
        actions by performing "await store.skipReceivedActions()", or consider using a \
        non-exhaustive test store: "store.exhaustivity = .off".
        """
      ])
    await store.skipReceivedActions()
  }

  @Test("T-37 T-22 Expected effects to finish, with the advice for a store's own timeout")
  func t37FinishTimeout() async {
    let clock = TestClock()
    let store = TestStore(initialState: Child.State()) {
      Child()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.timeout = .milliseconds(20)
    let task = await store.send(.startTimer)
    let log = IssueLog()
    await withKnownIssue {
      await log.listening { await store.finish() }
    }
    #expect(
      log.messages == [
        """
        Expected effects to finish, but there are still effects in-flight after 0.02 seconds.

        There are effects in-flight. If the effect that delivers this action uses a \
        clock/scheduler (via "receive(on:)", "delay", "debounce", etc.), make sure that you wait \
        enough time for it to perform the effect. If you are using a test clock/scheduler, \
        advance it so that the effects may complete, or consider using an immediate \
        clock/scheduler to immediately perform the effect instead.

        If you are not yet using a clock/scheduler, or can not use a clock/scheduler, configure \
        this assertion with an explicit "timeout".
        """
      ])
    await task.cancel()
  }

  @Test("T-37 T-13 Expected task to finish, with the advice for tasks")
  func t37TaskTimeout() async {
    let clock = TestClock()
    let store = TestStore(initialState: Child.State()) {
      Child()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.startTimer)
    let log = IssueLog()
    await withKnownIssue {
      await log.listening { await task.finish(timeout: .milliseconds(20)) }
    }
    #expect(
      log.messages == [
        """
        Expected task to finish, but it is still in-flight after 0.02 seconds.

        If this task delivers its action using a clock/scheduler (via "sleep(for:)", \
        "timer(interval:)", etc.), make sure that you wait enough time for it to perform its \
        work. If you are using a test clock/scheduler, advance the scheduler so that the \
        effects may complete, or consider using an immediate clock/scheduler to immediately \
        perform the effect instead.

        If you are not yet using a clock/scheduler, or cannot use a clock/scheduler, try \
        increasing the duration of this assertion's "timeout".
        """
      ])
    await task.cancel()
  }

  @Test("T-37 T-23 An effect returned for this action is still running, with TCA's advice")
  func t37StillRunning() async {
    let clock = TestClock()
    let log = IssueLog()
    await withKnownIssue {
      await log.listening {
        let store = TestStore(initialState: Child.State()) {
          Child()
        } withDependencies: {
          $0.continuousClock = clock
        }
        await store.send(.startTimer)
        // The store goes away here, at the end of its scope, as at the end of a test.
      }
    }
    #expect(
      log.messages == [
        """
        An effect returned for this action is still running. It must complete before the end of \
        the test.

        To fix, inspect any effects the reducer returns for this action and ensure that all of \
        them complete by the end of the test. There are a few reasons why an effect may not have \
        completed:

        If using async/await in your effect, it may need a little bit of time to properly \
        finish. To fix you can simply perform "await store.finish()" at the end of your test.

        If an effect uses a clock (or scheduler, via "receive(on:)", "delay", "debounce", etc.), \
        make sure that you wait enough time for it to perform the effect. If you are using a \
        test clock/scheduler, advance it so that the effects may complete, or consider using an \
        immediate clock/scheduler to immediately perform the effect instead.

        If you are returning a long-living effect (timers, notifications, subjects, etc.), then \
        make sure those effects are torn down by marking the effect ".cancellable" and returning \
        a corresponding cancellation effect ("Effect.cancel") from another action, or, if your \
        effect is driven by a Combine subject, send it a completion.

        If you do not wish to assert on these effects, perform "await \
        store.skipInFlightEffects()", or consider using a non-exhaustive test store: \
        "store.exhaustivity = .off".
        """
      ])
  }
}
