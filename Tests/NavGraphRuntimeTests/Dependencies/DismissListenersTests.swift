import Testing

@testable import NavGraphRuntime
@testable import NavGraphRuntimeFixtures

/// A child that gives its `dismiss` dependency to the test.
struct CapturingChild: Reducer {
  struct State: Equatable {}
  enum Action: Equatable { case capture }
  let capture: @Sendable (DismissEffect) -> Void
  @Dependency(\.dismiss) var dismiss
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    capture(dismiss)
    return .none
  }
}

struct CapturingParent: Reducer {
  struct State: Equatable {
    @Presents var child: CapturingChild.State? = nil
    var sawDismiss = false
  }
  @CasePathable
  enum Action: Equatable { case child(PresentationAction<CapturingChild.Action>) }
  let capture: @Sendable (DismissEffect) -> Void
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .child(.dismiss) = action { state.sawDismiss = true }
      return .none
    }
    .ifLet(\.$child, action: \.child) { CapturingChild(capture: capture) }
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

/// Tests of `DismissListeners.swift`: the listener each presented destination and pushed
/// element gets, started when it appears and cancelled and cleaned up with it (P-27, S-25).
@MainActor
struct DismissListenersTests {
  @Test("P-24 P-27 the listener exists as soon as the presenting send returns")
  func p27ListenerIsRegisteredSynchronously() async {
    // The child hands its `dismiss` out and the test calls it before anything else gets to run:
    // only a listener registered while the action was processed can catch it.
    let captured = LockIsolated<DismissEffect?>(nil)
    let store = Store(initialState: CapturingParent.State(child: CapturingChild.State())) {
      CapturingParent(capture: { captured.setValue($0) })
    }
    store.send(.child(.presented(.capture)))
    await captured.value?()
    #expect(store.state.child == nil)
    #expect(store.state.sawDismiss)
  }

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
