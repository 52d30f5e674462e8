import ConcurrencyExtras
import Foundation
import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// Tests of `PresentationReducer.swift`: when a destination's effects start and end — presenting,
/// replacing, dismissing, changes made outside the operator (P-16…P-25).
@MainActor
struct PresentationReducerLifetimeTests {
  private func host(_ clock: TestClock<Duration>) -> TestStoreOf<LifetimeHost> {
    TestStore(initialState: LifetimeHost.State()) { LifetimeHost() } withDependencies: {
      $0.continuousClock = clock
    }
  }

  /// A store of `LifetimeHost` that logs how many effects each action cancelled.
  private func observed() -> (StoreOf<LifetimeHost>, CancellationLog) {
    let log = CancellationLog()
    let store = Store(initialState: LifetimeHost.State()) { LifetimeHost() } withDependencies: {
      $0.continuousClock = TestClock()
    }
    store.addObserver(log)
    return (store, log)
  }

  @Test("P-16 T-24 presenting runs nothing of the child; leaving it presented is no failure")
  func p16() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.present(id: 1)) { $0.child = Child.State(id: 1) }
  }

  @Test("P-9 P-19 re-presenting the same identity keeps the child's effects running")
  func p19() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State()) { Parent() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.present(id: 1)) { $0.child = Child.State(id: 1) }
    await store.send(.child(.presented(.startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.child.tick) { $0.child?.count = 1 }
    await store.send(.present(id: 1)) { $0.child = Child.State(id: 1) }
    await clock.advance(by: .seconds(1))
    await store.receive(\.child.tick) { $0.child?.count = 1 }
    await store.send(.dismissFromParent) { $0.child = nil }
  }

  @Test("P-17 nil-ing the destination cancels its effects")
  func p17() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State()) { Parent() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.present(id: 1)) { $0.child = Child.State(id: 1) }
    await store.send(\.child.startTimer)
    await clock.advance(by: .seconds(1))
    await store.receive(\.child.tick) { $0.child?.count = 1 }
    await store.send(.dismissFromParent) { $0.child = nil }
    await clock.advance(by: .seconds(5))
  }

  @Test("P-18 presenting a different identity cancels the old destination's effects")
  func p18() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State()) { Parent() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.present(id: 1)) { $0.child = Child.State(id: 1) }
    await store.send(\.child.startTimer)
    await store.send(.present(id: 2)) { $0.child = Child.State(id: 2) }
    await clock.advance(by: .seconds(3))
  }

  @Test("P-24 a hydrated destination can dismiss itself")
  func p24() async {
    let store = TestStore(initialState: Parent.State(child: Child.State(id: 9))) { Parent() }
    await store.send(\.child.close)
    await store.receive(\.child.dismiss) {
      $0.child = nil
      $0.log = ["dismiss saw count 0"]
    }
  }

  @Test("P-20 a child that changes its own id cancels its effects and can still dismiss")
  func p20() async {
    let clock = TestClock()
    let store = host(clock)
    await store.send(.present(id: 1)) { $0.child = Timed.State(id: 1) }
    await store.send(.child(.presented(.startTimer)))
    await store.send(.child(.presented(.rename))) { $0.child?.id = 101 }
    await clock.advance(by: .seconds(2))
    await store.send(.child(.presented(.close)))
    await store.receive(\.child.dismiss) { $0.child = nil }
  }

  @Test("P-21 a removal after the ifLet is seen on the next action; one before it, at once")
  func p21() {
    let clock = TestClock()
    let log = CancellationLog()
    let store = Store(initialState: LifetimeHost.State()) { LifetimeHost() } withDependencies: {
      $0.continuousClock = clock
    }
    store.addObserver(log)
    store.send(.present(id: 1))
    store.send(.child(.presented(.startTimer)))
    store.send(.clearAfter)
    store.send(.noop)
    #expect(store.state.child == nil)
    // The timer and the dismiss listener, cancelled on the action after the removal.
    #expect(log.cancelled == [0, 0, 0, 2])

    store.send(.present(id: 2))
    store.send(.child(.presented(.startTimer)))
    store.send(.clearBefore)
    #expect(log.cancelled.suffix(3) == [0, 0, 2])
  }

  @Test("P-22 a replacement made before the ifLet runs leaves the old child's effects running")
  func p22() {
    let (store, log) = observed()
    store.send(.present(id: 1))
    store.send(.child(.presented(.startTimer)))
    store.send(.replaceBefore(id: 2))
    store.send(.noop)
    #expect(store.state.child == Timed.State(id: 2))
    #expect(log.cancelled == [0, 0, 0, 0])
    // The new child was recorded and got a listener: replacing it from the parent cancels it.
    store.send(.present(id: 3))
    #expect(log.cancelled.last == 1)
  }

  @Test("P-23 S-29 replacing the whole PresentationState or StackState loses the bookkeeping")
  func p23() {
    let (store, log) = observed()
    store.send(.present(id: 1))
    store.send(.child(.presented(.startTimer)))
    store.send(.push(id: 2))
    store.send(.path(.element(id: store.state.path.ids[0], action: .startTimer)))
    store.send(.resetBefore)
    store.send(.noop)
    #expect(store.state.child == nil && store.state.path.isEmpty)
    #expect(log.cancelled == [0, 0, 0, 0, 0, 0])
  }

  @Test("P-25 S-31 an effect started by the action that removes its feature is not cancelled")
  func p25() {
    let (store, log) = observed()
    store.send(.present(id: 1))
    store.send(.child(.presented(.startAndLeave)))
    // Only the dismiss listener: the timer starts after the reducer returned (E-13).
    #expect(log.cancelled.last == 1)
    store.send(.push(id: 2))
    store.send(.path(.element(id: store.state.path.ids[0], action: .startAndLeave)))
    #expect(log.cancelled.last == 1)
    store.send(.noop)
    #expect(log.cancelled.last == 0)
  }
}
