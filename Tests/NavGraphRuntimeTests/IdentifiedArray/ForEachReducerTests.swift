import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// Tests of `ForEachReducer.swift`: `forEach` over an `IdentifiedArray` (N-18…N-20).
@MainActor
struct ForEachReducerTests {
  @Test("N-18 T-12 T-18 \\.rows[id:] sends to and receives from one row")
  func n18() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Rows.State(rows: [Row.State(id: 1), Row.State(id: 2)])
    ) { Rows() } withDependencies: { $0.continuousClock = clock }
    await store.send(\.rows[id: 2].startTimer)
    await clock.advance(by: .seconds(1))
    await store.receive(\.rows[id: 2].tick) { $0.rows[id: 2]?.count = 1 }
    await store.send(.remove(id: 2)) { $0.rows.remove(id: 2) }
  }

  @Test("N-19 the row runs before the parent")
  func n19() async {
    let store = TestStore(initialState: Rows.State(rows: [Row.State(id: 1)])) { Rows() }
    await store.send(.rows(.element(id: 1, action: .increment))) {
      $0.rows[id: 1]?.count = 1
      $0.log = ["parent saw 1"]
    }
  }

  @Test("N-19 R-15 an action for a missing row is an issue that shows the parent's action")
  func r15() async {
    let store = TestStore(initialState: Rows.State()) { Rows() }
    await withKnownIssue {
      await store.send(.rows(.element(id: 7, action: .increment))) {
        // The row reducer did not run; the parent did.
        $0.log = ["parent saw -1"]
      }
    } matching: {
      $0.description.contains("received an action for a missing element")
        && $0.description.contains("Rows.Action.rows(.element(id:")
        && $0.description.contains("ForEachStore")
        && $0.description.contains("RowFixtures.swift:60")
    }
  }

  @Test("N-20 removing a row cancels its effects")
  func n20() async {
    let clock = TestClock()
    let store = TestStore(initialState: Rows.State(rows: [Row.State(id: 1)])) { Rows() }
      withDependencies: { $0.continuousClock = clock }
    await store.send(.rows(.element(id: 1, action: .startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.rows[id: 1].tick) { $0.rows[id: 1]?.count = 1 }
    // If the timer outlived its row, the end of the test would report it (T-23).
    await store.send(.remove(id: 1)) { $0.rows = [] }
    await clock.advance(by: .seconds(5))
  }

  @Test("E-16 a row's .cancel(id:) never reaches its sibling's effect")
  func e16() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Rows.State(rows: [Row.State(id: 1), Row.State(id: 2)])
    ) { Rows() } withDependencies: { $0.continuousClock = clock }
    await store.send(.rows(.element(id: 1, action: .startTimer)))
    await store.send(.rows(.element(id: 2, action: .startTimer)))
    await store.send(.rows(.element(id: 1, action: .stopTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.rows[id: 2].tick) { $0.rows[id: 2]?.count = 1 }
    await store.send(.remove(id: 2)) { $0.rows.remove(id: 2) }
  }
}
