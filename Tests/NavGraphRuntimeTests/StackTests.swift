import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

@MainActor
struct StackTests {
  @Test("S-1 ids print as #n")
  func s1() {
    let id: StackElementID = 3
    #expect(id.debugDescription == "#3")
  }

  @Test("S-7 S-14 appending gives fresh ids; pop(from:) removes the suffix")
  func s7() {
    var stack = StackState<Int>([1, 2, 3])
    #expect(stack.ids.map(\.generation) == [0, 1, 2])
    stack.append(4)
    #expect(stack.ids.last?.generation == 3)
    stack.pop(from: 1)
    #expect(Array(stack) == [1])
    #expect(stack.popLast() == 1)
    #expect(stack.popLast() == nil)
  }

  @Test("S-15 same elements under different ids are not equal")
  func s15() {
    let a = StackState<Int>([1])
    let b = StackState<Int>([1])
    #expect(a != b)
  }

  @Test("S-20 R-5 an action for a missing element is an issue")
  func s20() async {
    let store = TestStore(initialState: StackParent.State()) { StackParent() }
    await withKnownIssue {
      await store.send(.path(.element(id: 0, action: .increment)))
    } matching: { $0.description.contains("received an action for a missing element") }
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
}

@MainActor
final class RecordingObserver: NavigationObserver {
  var changes: [String] = []
  func storeDidReduce(_ event: NavigationEvent) {
    changes += event.changes.map(\.description)
  }
}

@MainActor
struct ObserverTests {
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
