@testable import NavGraphRuntime
@testable import NavGraphRuntimeFixtures
import Testing

/// A dismiss listener is not a Swift task (see `ListenerTask`); these check that everything that
/// watched the task still sees the same life cycle: started with the push, in flight until the
/// element leaves, cancelled and cleaned up with it, and able to dismiss an element whose
/// feature never asked for `dismiss` before.
@MainActor
struct DismissListenerLifetimeTests {
  @Test("S-25 S-32 a pushed element that never read dismiss before can dismiss itself")
  func pushedElementDismissesItself() async {
    let store = TestStore(initialState: StackParent.State()) { StackParent() }
    let push = await store.send(.path(.push(id: 0, state: Child.State()))) {
      $0.path[id: 0] = Child.State()
    }
    await store.send(.path(.element(id: 0, action: .close)))
    await store.receive(\.path.popFrom) { $0.path = StackState() }
    // The push's task covered the listener; popping ended it (T-13).
    await push.finish()
    #expect(push.isCancelled)
  }

  @Test("T-13 T-26 the push's task stays in flight while the element is on the stack")
  func pushTaskInFlightUntilPopped() async {
    let store = TestStore(initialState: StackParent.State()) { StackParent() }
    let push = await store.send(.path(.push(id: 0, state: Child.State()))) {
      $0.path[id: 0] = Child.State()
    }
    #expect(!push.isCancelled)
    await withKnownIssue {
      await push.finish(timeout: .milliseconds(50))
    } matching: { $0.description.contains("Expected task to finish") }
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
    await push.finish()
  }

  @Test("S-24 F-15 popping cancels the listener and removes its registration; the store's task ends")
  func popEndsListener() async {
    let store = Store(initialState: StackParent.State()) { StackParent() }
    let push = store.send(.path(.push(id: 0, state: Child.State())))
    let key = CancelKey(
      id: PresentedEffectsID(),
      path: store.core.dependencies.navigationIDPath.appending(
        NavigationID(stackKeyPath: \StackParent.State.path, elementID: 0)))
    #expect(CancellablesRegistry.shared.contains(key))
    #expect(!push.isCancelled)
    store.send(.path(.popFrom(id: 0)))
    #expect(push.isCancelled)
    // The clean-up runs on one of the main actor's next turns; bounded, so a missing clean-up
    // fails here instead of hanging in `finish()`.
    for _ in 0..<100 where CancellablesRegistry.shared.contains(key) { await Task.yield() }
    #expect(!CancellablesRegistry.shared.contains(key))
    guard !CancellablesRegistry.shared.contains(key) else { return }
    await push.finish()
  }

  @Test("S-24 popping an element cancels its effects and its listener together")
  func popCancelsEffectsAndListener() async {
    let clock = TestClock()
    let store = TestStore(initialState: StackParent.State()) { StackParent() } withDependencies: {
      $0.continuousClock = clock
    }
    let push = await store.send(.path(.push(id: 0, state: Child.State()))) {
      $0.path[id: 0] = Child.State()
    }
    let timer = await store.send(.path(.element(id: 0, action: .startTimer)))
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
    await timer.finish()
    await push.finish()
    await clock.advance(by: .seconds(3))
    #expect(timer.isCancelled && push.isCancelled)
  }

  @Test("P-17 P-27 a presented child's listener ends when the parent nils it")
  func presentedListenerEnds() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    let present = await store.send(.present(id: 1)) { $0.child = Child.State(id: 1) }
    await store.send(.dismissFromParent) { $0.child = nil }
    await present.finish()
    #expect(present.isCancelled)
  }
}

/// A stack whose parent can remove any element, so a listener in the middle of the store's list
/// of listeners can end.
@Reducer
struct RemovingStack {
  struct State: Equatable {
    var path = StackState<Child.State>()
  }
  enum Action: Equatable {
    case path(StackActionOf<Child>)
    case remove(StackElementID)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case let .remove(id) = action { state.path[id: id] = nil }
      return .none
    }
    .forEach(\.path, action: \.path) { Child() }
  }
}

@MainActor
struct ListenerListTests {
  @Test("S-24 T-22 T-25 removing a middle element keeps the others' listeners; finish() stops them")
  func middleRemovalThenFinish() async {
    let store = TestStore(
      initialState: RemovingStack.State(
        path: StackState([Child.State(), Child.State(id: 1), Child.State(id: 2)]))
    ) { RemovingStack() }
    // The first action mounts all three (S-27).
    await store.send(.path(.element(id: 0, action: .increment))) { $0.path[id: 0]?.count = 1 }
    await store.send(.remove(1)) { $0.path[id: 1] = nil }
    // The newest element still listens after its neighbour left.
    await store.send(.path(.element(id: 2, action: .close)))
    await store.receive(\.path.popFrom) { $0.path[id: 2] = nil }
    await store.finish()
    // finish() stopped the oldest one's listener too: its dismiss() sends nothing (T-25), so
    // the second finish() finds no unexpected action.
    await store.send(.path(.element(id: 0, action: .close)))
    await store.finish()
  }
}

struct DigestTableTests {
  @Test("keys sharing a digest are told apart by their full comparison")
  func collidingDigests() {
    var table = DigestTable<String, Int>()
    table.insert(1, for: "a", digest: 7)
    table.insert(2, for: "b", digest: 7)
    table.insert(3, for: "c", digest: 8)
    #expect(table.value(digest: 7) { $0 == "a" } == 1)
    #expect(table.value(digest: 7) { $0 == "b" } == 2)
    #expect(table.value(digest: 7) { $0 == "c" } == nil)
    #expect(table.remove(digest: 7) { key, _ in key == "c" } == nil)
    #expect(table.remove(digest: 7) { key, _ in key == "a" } == 1)
    #expect(table.value(digest: 7) { $0 == "a" } == nil)
    #expect(table.value(digest: 7) { $0 == "b" } == 2)
    #expect(table.remove(digest: 7) { key, _ in key == "b" } == 2)
    #expect(table.values == [3])
    #expect(table.remove(digest: 8) { key, _ in key == "c" } == 3)
    #expect(table.isEmpty)
  }

  @Test("an entry in the overflow stays findable after the main slot's key is removed")
  func overflowAfterRemoval() {
    var table = DigestTable<String, Int>()
    table.insert(1, for: "a", digest: 1)
    table.insert(2, for: "b", digest: 1)
    table.insert(3, for: "c", digest: 1)
    table.remove(digest: 1) { key, _ in key == "a" }
    table.insert(4, for: "d", digest: 1)
    #expect(["b", "c", "d"].map { key in table.value(digest: 1) { $0 == key } } == [2, 3, 4])
    #expect(table.values.sorted() == [2, 3, 4])
  }
}
