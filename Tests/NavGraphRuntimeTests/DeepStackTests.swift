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

/// `StackElements` and `MountedIDs` on their own: the answers a dictionary and a set gave.
struct StackElementsTests {
  @Test("ids in increasing order are found at every depth; a missing id is not")
  func ascendingLookup() {
    var elements = StackElements<Int>()
    for generation in stride(from: 0, to: 200, by: 2) {
      elements.assign(generation * 10, id: StackElementID(generation: generation))
    }
    for (position, generation) in stride(from: 0, to: 200, by: 2).enumerated() {
      #expect(elements.index(forKey: StackElementID(generation: generation)) == position)
    }
    #expect(elements.index(forKey: StackElementID(generation: 3)) == nil)
    #expect(elements.index(forKey: StackElementID(generation: 500)) == nil)
    #expect(elements[StackElementID(generation: 4)] == 40)
  }

  @Test("ids out of order (pushed by hand) are still found below the top")
  func unorderedLookup() {
    var elements = StackElements<Int>()
    for generation in [9, 3, 7, 1, 12, 5, 20, 2, 11] {
      elements.assign(generation, id: StackElementID(generation: generation))
    }
    #expect(!elements.idsAscend)
    for (position, generation) in [9, 3, 7, 1, 12, 5, 20, 2, 11].enumerated() {
      #expect(elements.index(forKey: StackElementID(generation: generation)) == position)
    }
    #expect(elements.index(forKey: StackElementID(generation: 4)) == nil)
  }

  @Test("assigning a present id replaces in place; nil through the subscript removes in place")
  func assignAndRemove() {
    var elements = StackElements<[Int]>()
    for generation in 0..<10 { elements.assign([generation], id: StackElementID(generation: generation)) }
    elements.assign([42], id: StackElementID(generation: 3))
    #expect(elements.ids.map(\.generation) == Array(0..<10))
    #expect(elements.values[3] == [42])
    elements[StackElementID(generation: 1)]?.append(7)
    #expect(elements.values[1] == [1, 7])
    elements[StackElementID(generation: 2)] = nil
    #expect(elements.ids.map(\.generation) == [0, 1, 3, 4, 5, 6, 7, 8, 9])
    #expect(elements.values.map { $0[0] } == [0, 1, 42, 4, 5, 6, 7, 8, 9])
    elements[StackElementID(generation: 30)] = [30]
    #expect(elements.ids.last?.generation == 30 && elements.values.last == [30])
  }

  @Test("mounted ids: removals in order, once each; a known id is not inserted twice")
  func mountedIDs() {
    let id = { StackElementID(generation: $0) }
    var mounted = MountedIDs((0..<20).map(id))
    let first = mounted.remove([id(19), id(19), id(40)])
    #expect(first == [id(19)])
    let inserted = [5, 19, 25, 21].map { mounted.insert(id($0)) }
    #expect(inserted == [false, true, true, true])
    let removed = mounted.remove((0..<30).reversed().map(id) + [id(3)])
    #expect(removed == [25, 21, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0].map(id))
    #expect(mounted.ids.isEmpty)
  }
}
