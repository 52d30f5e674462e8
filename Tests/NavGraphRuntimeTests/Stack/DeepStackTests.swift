@testable import NavGraphRuntime
@testable import NavGraphRuntimeFixtures
import Testing

/// Stacks deeper than the few top positions `StackElements` searches first, so lookups, pops and
/// dismissals of elements below the top go through its bisection (or, for ids out of order, its
/// scan), and the stack reducer's `MountedIDs` is asked about ids that are not the last mounted.
@MainActor
struct DeepStackTests {
  private static let depth = 30

  /// A store whose stack holds `depth` elements, each mounted (listener running) and each with a
  /// timer running; and the ids, bottom first.
  private func deepStore(
    clock: TestClock<Duration>
  ) -> (Store<StackParent.State, StackParent.Action>, [StackElementID], [StoreTask]) {
    let store = Store(initialState: StackParent.State()) { StackParent() } withDependencies: {
      $0.continuousClock = clock
    }
    var tasks: [StoreTask] = []
    for generation in 0..<Self.depth {
      let id = StackElementID(generation: generation)
      store.send(.path(.push(id: id, state: Child.State(id: generation))))
      tasks.append(store.send(.path(.element(id: id, action: .startTimer))))
    }
    return (store, store.state.path.ids.elements, tasks)
  }

  private func elementKey(_ store: Store<StackParent.State, StackParent.Action>, _ id: StackElementID)
    -> CancelKey
  {
    CancelKey(
      id: PresentedEffectsID(),
      path: store.core.dependencies.navigationIDPath.appending(
        NavigationID(stackKeyPath: \StackParent.State.path, elementID: id)))
  }

  @Test("S-24 popping from a middle element cancels its effects and those above, not below")
  func popFromMiddleCancelsOnlyTheSuffix() async {
    let clock = TestClock()
    let (store, ids, timers) = deepStore(clock: clock)
    let middle = 11
    store.send(.path(.popFrom(id: ids[middle])))
    #expect(store.state.path.ids.elements == Array(ids[..<middle]))
    let below = timers[..<middle].filter(\.isCancelled).count
    let above = timers[middle...].filter(\.isCancelled).count
    #expect(below == 0 && above == Self.depth - middle)
    // F-15: the popped elements' registrations go with their listeners; the others stay.
    let popped = ids[middle...]
    for _ in 0..<100 where popped.contains(where: { registered(store, $0) }) { await Task.yield() }
    let stillRegistered = ids.filter { registered(store, $0) }
    #expect(stillRegistered == Array(ids[..<middle]))
    store.send(.path(.popFrom(id: ids[0])))
    let cancelled = timers.filter(\.isCancelled).count
    #expect(cancelled == Self.depth)
  }

  @Test("S-32 an element deep in the stack dismisses itself and everything above it")
  func middleElementDismissesItself() async {
    let clock = TestClock()
    let (store, ids, timers) = deepStore(clock: clock)
    let task = store.send(.path(.element(id: ids[7], action: .close)))
    await task.finish()
    #expect(store.state.path.ids.elements == Array(ids[..<7]))
    let cancelled = timers.map(\.isCancelled)
    #expect(cancelled == Array(repeating: false, count: 7) + Array(repeating: true, count: Self.depth - 7))
    store.send(.path(.popFrom(id: ids[0])))
  }

  @Test("F-14 the presented effects' id is registered at the element, not at the store's root")
  func presentedEffectsIDSkipsTheStoreRoot() async {
    let clock = TestClock()
    let (store, ids, _) = deepStore(clock: clock)
    let root = CancelKey(id: PresentedEffectsID(), path: store.core.dependencies.navigationIDPath)
    #expect(registered(store, ids[3]))
    #expect(!CancellablesRegistry.shared.contains(root))
    #expect(!CancellablesRegistry.shared.contains(CancelKey(id: PresentedEffectsID(), path: .init())))
    store.send(.path(.popFrom(id: ids[0])))
  }

  @Test("S-10 S-11 an element below the top is read, changed in place and removed by id")
  func elementsBelowTheTopByID() async {
    let clock = TestClock()
    let (store, ids, _) = deepStore(clock: clock)
    store.send(.path(.element(id: ids[2], action: .increment)))
    #expect(store.state.path[id: ids[2]]?.count == 1)
    #expect(store.state.path[id: ids[3]]?.count == 0)
    var path = store.state.path
    path[id: ids[5]] = nil
    #expect(path.ids.elements == Array(ids[..<5] + ids[6...]))
    #expect(path[id: ids[6]]?.id == 6)
    store.send(.path(.popFrom(id: ids[0])))
  }

  private func registered(
    _ store: Store<StackParent.State, StackParent.Action>, _ id: StackElementID
  ) -> Bool {
    CancellablesRegistry.shared.contains(elementKey(store, id))
  }
}
