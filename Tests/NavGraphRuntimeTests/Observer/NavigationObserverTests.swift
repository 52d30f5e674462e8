import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

@MainActor
final class RecordingObserver: NavigationObserver {
  var changes: [String] = []
  func storeDidReduce(_ event: NavigationEvent) {
    changes += event.changes.map(\.description)
  }
}

/// Tests of `NavigationObserver.swift`: the hook a store calls for each reduced action.
@MainActor
struct NavigationObserverTests {
  @Test("The observer hook reports presentations, pushes and pops")
  func observer() {
    let observer = RecordingObserver()
    let store = Store(initialState: Parent.State()) { Parent() }
    store.addObserver(observer)
    store.send(.present(id: 1))
    store.send(.dismissFromParent)
    #expect(observer.changes == ["presented child: Child.State", "dismissed child: Child.State"])
    let stackStore = Store(initialState: StackParent.State()) { StackParent() }
    let stackObserver = RecordingObserver()
    stackStore.addObserver(stackObserver)
    stackStore.send(.path(.push(id: stackStore.state.path.ids.first ?? StackElementIDGenerator.liveValue.peek(), state: Child.State())))
    #expect(stackObserver.changes.first?.hasPrefix("pushed path: Child.State") == true)
  }
}
