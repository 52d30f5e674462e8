import ConcurrencyExtras
import Foundation
import Testing

@testable import NavGraphRuntime
@testable import NavGraphRuntimeFixtures

/// A stack of numbers whose elements' action is `Void`, as in TCA's own stack tests.
@Reducer
struct VoidStack {
  struct State: Equatable {
    var path = StackState<Int>()
  }
  enum Action {
    case path(StackAction<Int, Void>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.path, action: \.path) { Reduce<Int, Void> { _, _ in .none } }
  }
}

/// Tests of `StackReducer.swift`: what `forEach(\.path, …)` does with each action, and when
/// elements' effects start and end (S-19…S-34, R-5).
@MainActor
struct StackReducerTests {
  private func host(_ clock: TestClock<Duration>) -> TestStoreOf<LifetimeHost> {
    TestStore(initialState: LifetimeHost.State()) { LifetimeHost() } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test("S-19 an element's action runs the element first, then the parent")
  func s19() async {
    let store = TestStore(
      initialState: RowStack.State(path: StackState([Row.State(id: 1)]))
    ) { RowStack() }
    await store.send(.path(.element(id: 0, action: .increment))) {
      $0.path[id: 0]?.count = 1
      $0.log = ["parent saw 1"]
    }
  }

  @Test("S-23 S-24 S-34 removing one element leaves the other's effect, still delivered by id")
  func s34() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: RowStack.State(path: StackState([Row.State(id: 1), Row.State(id: 2)]))
    ) { RowStack() } withDependencies: { $0.continuousClock = clock }
    await store.send(.path(.element(id: 0, action: .startTimer)))
    await store.send(.path(.element(id: 1, action: .startTimer)))
    await store.send(.removeFirst) { $0.path.removeFirst() }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 1].tick) { $0.path[id: 1]?.count = 1 }
    await store.send(.removeFirst) { $0.path.removeFirst() }
  }

  @Test("S-33 an element's .cancel(id:) never reaches a sibling running the same reducer")
  func s33() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: RowStack.State(path: StackState([Row.State(id: 1), Row.State(id: 2)]))
    ) { RowStack() } withDependencies: { $0.continuousClock = clock }
    await store.send(.path(.element(id: 0, action: .startTimer)))
    await store.send(.path(.element(id: 1, action: .startTimer)))
    await store.send(.path(.element(id: 0, action: .stopTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 1].tick) { $0.path[id: 1]?.count = 1 }
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
  }

  @Test("S-20 R-5 an action for a missing element is an issue")
  func s20() async {
    let store = TestStore(initialState: StackParent.State()) { StackParent() }
    await withKnownIssue {
      await store.send(.path(.element(id: 0, action: .increment)))
    } matching: { $0.description.contains("received an action for a missing element") }
  }

  @Test("S-20 R-5 R-24 the warning for a missing element shows a Void action as ()")
  func s20Void() async {
    let store = TestStore(initialState: VoidStack.State()) { VoidStack() }
    await withKnownIssue {
      await store.send(.path(.element(id: 0, action: ())))
    } matching: {
      $0.description.contains(
        """
          Action:
            ()

        """)
    }
  }

  @Test("S-21 R-6 popping a missing id is an issue")
  func s21() async {
    let store = TestStore(initialState: StackParent.State()) { StackParent() }
    await withKnownIssue {
      await store.send(.path(.popFrom(id: 0)))
    } matching: { $0.description.contains("received a \"popFrom\" action for a missing element") }
  }

  @Test("S-22 R-7 pushing a present id is an issue")
  func s22() async {
    let store = TestStore(
      initialState: StackParent.State(path: StackState([Child.State()]))
    ) { StackParent() }
    await withKnownIssue {
      await store.send(.path(.push(id: 0, state: Child.State())))
    } matching: { $0.description.contains("already contains") }
  }

  @Test("S-24 popping cancels the element's effects")
  func s24() async {
    let clock = TestClock()
    let store = TestStore(initialState: StackParent.State()) { StackParent() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.path(.push(id: 0, state: Child.State()))) { $0.path[id: 0] = Child.State() }
    await store.send(.path(.element(id: 0, action: .startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].tick) { $0.path[id: 0]?.count = 1 }
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
  }

  @Test("S-32 dismiss() in an element pops it")
  func s32() async {
    let store = TestStore(
      initialState: StackParent.State(path: StackState([Child.State(), Child.State(id: 1)]))
    ) { StackParent() }
    await store.send(.path(.element(id: 0, action: .close)))
    await store.receive(\.path.popFrom) { $0.path = StackState() }
  }

  @Test("S-25 S-27 a hydrated element gets its listener on the first action and can dismiss")
  func s27() async {
    let store = TestStore(
      initialState: StackParent.State(path: StackState([Child.State(), Child.State(id: 1)]))
    ) { StackParent() }
    await store.send(.path(.element(id: 1, action: .close)))
    await store.receive(\.path.popFrom) { _ = $0.path.pop(from: 1) }
  }

  @Test("R-8 pushing an id past the generator's next is an issue; the element is still pushed")
  func r8() async {
    let store = TestStore(initialState: StackParent.State()) { StackParent() }
    await withKnownIssue {
      await store.send(.path(.push(id: 5, state: Child.State()))) {
        $0.path[id: 5] = Child.State()
      }
    } matching: { $0.description.contains("unexpected generational ID") }
  }

  @Test("S-26 replacing an element under the same id keeps its effects")
  func s26() async {
    let clock = TestClock()
    let store = host(clock)
    await store.send(.push(id: 1)) { $0.path.append(Timed.State(id: 1)) }
    await store.send(.path(.element(id: 0, action: .startTimer)))
    await store.send(.replaceFirst(id: 7)) { $0.path[id: 0] = Timed.State(id: 7) }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].tick) { $0.path[id: 0]?.count = 1 }
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
  }

  @Test("S-28 a removal after the forEach is seen on the next action; one before it, at once")
  func s28() {
    let clock = TestClock()
    let log = CancellationLog()
    let store = Store(initialState: LifetimeHost.State()) { LifetimeHost() } withDependencies: {
      $0.continuousClock = clock
    }
    store.addObserver(log)
    store.send(.push(id: 1))
    store.send(.path(.element(id: store.state.path.ids[0], action: .startTimer)))
    store.send(.clearAfter)
    store.send(.noop)
    #expect(store.state.path.isEmpty)
    #expect(log.cancelled == [0, 0, 0, 2])

    store.send(.push(id: 2))
    store.send(.path(.element(id: store.state.path.ids[0], action: .startTimer)))
    store.send(.clearBefore)
    #expect(log.cancelled.suffix(3) == [0, 0, 2])
  }

  @Test("S-30 an element's synchronous effects come before the parent's")
  func s30() async {
    let store = host(TestClock())
    await store.send(.push(id: 1)) { $0.path.append(Timed.State(id: 1)) }
    await store.send(.path(.element(id: 0, action: .ping)))
    await store.receive(.path(.element(id: 0, action: .pong)))
    await store.receive(.parentEcho) { $0.log = ["parent echo"] }
  }
}
