import NavGraph
import Testing

@testable import NavGraphRuntime
@testable import NavGraphRuntimeFixtures
@testable import NavGraphTracing

/// An observed store keeps a copy of its state before an action only when an observer asks for
/// it: while the copy is kept, the reducer's mutation copies the storage it changes. The trace
/// recorder asks only when it has not kept its own snapshot of the store's previous step.
@MainActor
struct ObservedStepStateBeforeTests {
  /// Asks for nothing; notes whether each event had the state before.
  final class BeforeProbe: NavigationObserver {
    var hadBefore: [Bool] = []
    let asks: Bool
    init(asks: Bool) { self.asks = asks }
    func needsStateBefore(previousStep: Int?) -> Bool { asks }
    func storeDidReduce(_ event: NavigationEvent) { hadBefore.append(event.hasStateBefore) }
  }

  private let actions: [DestinationHost.Action] = [
    .showChild(id: 1), .destination(.presented(.child(.increment))),
    .destination(.presented(.child(.increment))), .showAlert, .destination(.dismiss),
  ]

  @Test func aRecorderNeedsTheStateBeforeOnlyForTheStoresFirstStep() {
    let store = Store(initialState: DestinationHost.State()) { DestinationHost() }
    let recorder = TraceRecorder(reflecting: DestinationHost())
    let probe = BeforeProbe(asks: false)
    store.addObserver(recorder)
    store.addObserver(probe)
    for action in actions { store.send(action) }
    #expect(probe.hadBefore == [true, false, false, false, false])
    #expect(
      recorder.finish().steps.map { $0.events.map(\.kind) } == [
        [.presented], [], [], [.dismissed, .presented], [.dismissed],
      ])
  }

  @Test func withoutASkeletonOrWithTheShortcutOffTheStateBeforeIsKept() {
    let holder = Store(initialState: AnyHolder.State()) { AnyHolder() }
    let probe = BeforeProbe(asks: false)
    holder.addObserver(TraceRecorder(reflecting: AnyHolder()))
    holder.addObserver(probe)
    for action in [AnyHolder.Action.note, .show(id: 1), .show(id: 2)] { holder.send(action) }
    #expect(probe.hadBefore == [true, true, true])

    let store = Store(initialState: DestinationHost.State()) { DestinationHost() }
    let recorder = TraceRecorder(reflecting: DestinationHost())
    recorder.usesSkeletons = false
    let second = BeforeProbe(asks: false)
    store.addObserver(recorder)
    store.addObserver(second)
    for action in actions { store.send(action) }
    #expect(second.hadBefore == [true, true, true, true, true])
  }

  /// The stack's storage is changed in place when no copy of the state before is kept, and
  /// copied when one is (the observer asking for it shows that the check can fail).
  @Test func noStateBeforeMeansTheReducerChangesTheStackInPlace() {
    func storageIsKept(_ observer: (any NavigationObserver)?) -> Bool {
      let store = Store(initialState: SheetRows.State()) { SheetRows() }
      if let observer { store.addObserver(observer) }
      store.send(.pushChild(id: 1))
      let increment = SheetRows.Action.path(.element(id: store.state.path.ids[0], action: .increment))
      store.send(increment)
      let buffer = store.state.path.elements.values.withUnsafeBufferPointer { $0.baseAddress }
      store.send(increment)
      #expect(store.state.path.first?.count == 2)
      // With a copy kept, the new buffer was allocated while the old one was still alive.
      return store.state.path.elements.values.withUnsafeBufferPointer { $0.baseAddress } == buffer
    }
    #expect(storageIsKept(nil))
    #expect(storageIsKept(TraceRecorder(reflecting: SheetRows())))
    #expect(storageIsKept(BeforeProbe(asks: false)))
    #expect(!storageIsKept(BeforeProbe(asks: true)))
  }
}
