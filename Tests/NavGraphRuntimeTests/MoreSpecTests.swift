import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// More statements of sections 1–3: ephemeral `ifLet` without a reducer, ignored enum cases,
/// and the stack algorithm's ordering and isolation.
@MainActor
struct MoreSpecTests {
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

  @Test("N-5 an ignored case keeps its state as written and gets no reducer")
  func n5() {
    var state = IgnoringDestination.State.note("hi")
    withKnownIssue {
      _ = IgnoringDestination.body.reduce(into: &state, action: .child(.increment))
    } matching: { $0.description.contains("set to a different case") }
    #expect(state == .note("hi"))
    // Its action case holds `Never`: no action can be sent to it.
    let _: (Never) -> IgnoringDestination.Action = IgnoringDestination.Action.note
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
}
