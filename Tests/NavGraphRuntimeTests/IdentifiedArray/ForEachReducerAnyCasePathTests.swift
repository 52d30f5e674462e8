import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// Rows as TCA 1.0–1.3 wrote them: `Reducer` conformance without the macro, a `row(id:action:)`
/// case, and `forEach` with a `/Action.row` case path.
@available(*, deprecated)
private struct LegacyRows: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row.State> = []
  }
  enum Action: Equatable {
    case remove(id: Int)
    case row(id: Row.State.ID, action: Row.Action)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .remove(id):
        state.rows.remove(id: id)
        return .none
      case .row:
        return .none
      }
    }
    .forEach(\.rows, action: /Action.row) { Row() }
  }
}

/// Tests of `ForEachReducer+AnyCasePath.swift`: the case-path spelling of `forEach` over an
/// `IdentifiedArray` (N-27), written as apps of that time write it. Each test is deprecated, as
/// TCA's own tests of deprecated API are.
@MainActor
struct ForEachReducerAnyCasePathTests {
  @available(*, deprecated)
  @Test("N-27 N-19 forEach(\\.rows, action: /Action.row) runs the row the action names")
  func n27Row() async {
    let store = TestStore(
      initialState: LegacyRows.State(rows: [Row.State(id: 1), Row.State(id: 2)])
    ) { LegacyRows() }
    await store.send(.row(id: 2, action: .increment)) { $0.rows[id: 2]?.count = 1 }
  }

  @available(*, deprecated)
  @Test("N-27 N-19 R-15 an action for a missing row is the same issue, with the parent's action")
  func n27Missing() async {
    let store = TestStore(initialState: LegacyRows.State()) { LegacyRows() }
    await withKnownIssue {
      await store.send(.row(id: 7, action: .increment))
    } matching: {
      $0.description.contains("received an action for a missing element")
        && $0.description.contains("LegacyRows.Action.row(id:, action: .increment)")
    }
  }

  @available(*, deprecated)
  @Test("N-27 N-20 removing a row cancels its effects, whose actions come back by the case path")
  func n27Cancel() async {
    let clock = TestClock()
    let store = TestStore(initialState: LegacyRows.State(rows: [Row.State(id: 1)])) {
      LegacyRows()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.row(id: 1, action: .startTimer))
    await clock.advance(by: .seconds(1))
    await store.receive(.row(id: 1, action: .tick)) { $0.rows[id: 1]?.count = 1 }
    // If the timer outlived its row, the end of the test would report it (T-23).
    await store.send(.remove(id: 1)) { $0.rows = [] }
  }
}
