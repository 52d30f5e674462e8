import ConcurrencyExtras
import Foundation
import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// Tests of `PresentationReducer.swift`: what `ifLet(\.$destination, …)` does with each action,
/// and what identifies a destination (P-8…P-15, P-26, N-12).
@MainActor
struct PresentationReducerTests {
  private func host(_ clock: TestClock<Duration>) -> TestStoreOf<LifetimeHost> {
    TestStore(initialState: LifetimeHost.State()) { LifetimeHost() } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test("P-11 the parent sees the child while handling .dismiss, then it is nil'd")
  func p11() async {
    let store = TestStore(initialState: Parent.State(child: Child.State(count: 3))) { Parent() }
    await store.send(.child(.dismiss)) {
      $0.child = nil
      $0.log = ["dismiss saw count 3"]
    }
  }

  @Test("P-12 the child runs before the parent")
  func p12() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.present(id: 1)) { $0.child = Child.State(id: 1) }
    await store.send(\.child.increment) { $0.child?.count = 1 }
  }

  @Test("P-14 R-1 a presentation action with no destination is an issue; the parent still runs")
  func p14() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await withKnownIssue {
      await store.send(.child(.dismiss)) { $0.log = ["dismiss saw count -1"] }
    } matching: {
      $0.description.contains("received a presentation action when destination state was absent")
    }
  }

  @Test("P-13 an action that is not a presentation action runs only the parent, child or not")
  func p13() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.dismissFromParent)
    await store.send(.present(id: 1)) { $0.child = Child.State(id: 1) }
    await store.send(.present(id: 2)) { $0.child = Child.State(id: 2) }
  }

  @Test("P-8 a different id, or another field, is another identity")
  func p8() async {
    let clock = TestClock()
    let store = host(clock)
    await store.send(.present(id: 1)) { $0.child = Timed.State(id: 1) }
    await store.send(.presentOther(id: 1)) { $0.other = Timed.State(id: 1) }
    await store.send(.child(.presented(.startTimer)))
    await store.send(.other(.presented(.startTimer)))
    // Same type and same id under another field: replacing `child` leaves `other` running.
    await store.send(.present(id: 2)) { $0.child = Timed.State(id: 2) }
    await clock.advance(by: .seconds(1))
    await store.receive(\.other.tick) { $0.other?.count = 1 }
    await store.send(.other(.dismiss)) { $0.other = nil }
    await clock.advance(by: .seconds(2))
  }

  @Test("P-8 P-9 a state that is not Identifiable keeps its identity when replaced")
  func p8Plain() async {
    let clock = TestClock()
    let store = host(clock)
    await store.send(.presentPlain(count: 0)) { $0.plain = PlainTimed.State() }
    await store.send(.plain(.presented(.startTimer)))
    await store.send(.presentPlain(count: 10)) { $0.plain = PlainTimed.State(count: 10) }
    await clock.advance(by: .seconds(1))
    await store.receive(\.plain.tick) { $0.plain?.count = 11 }
    await store.send(.plain(.dismiss)) { $0.plain = nil }
  }

  @Test("P-15 the destination's synchronous effects come before the parent's")
  func p15() async {
    let store = host(TestClock())
    await store.send(.present(id: 1)) { $0.child = Timed.State(id: 1) }
    await store.send(.child(.presented(.ping)))
    await store.receive(.child(.presented(.pong)))
    await store.receive(.parentEcho) { $0.log = ["parent echo"] }
  }

  @Test("N-12 switching a destination's case is a new identity: the old case's effects end")
  func n12() async {
    let clock = TestClock()
    let store = TestStore(initialState: DestinationHost.State()) { DestinationHost() }
      withDependencies: { $0.continuousClock = clock }
    await store.send(.showChild(id: 1)) { $0.destination = .child(Child.State(id: 1)) }
    await store.send(.destination(.presented(.child(.startTimer)))) {
      $0.log = ["parent saw startTimer"]
    }
    await store.send(.showAlert) { $0.destination = .alert(DestinationHost.alert) }
    await clock.advance(by: .seconds(3))
  }

  @Test("P-26 an ifLet with no destination reducer presents, auto-dismisses and dismisses")
  func p26() async {
    let store = TestStore(initialState: AlertOnly.State()) { AlertOnly() }
    await store.send(.showAlert) { $0.alert = DestinationHost.alert }
    await store.send(.alert(.presented(.confirm))) {
      $0.alert = nil
      $0.log = ["confirmed"]
    }
    await store.send(.showAlert) { $0.alert = DestinationHost.alert }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
  }
}
