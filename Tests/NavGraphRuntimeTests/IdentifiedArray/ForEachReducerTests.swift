import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// Rows whose action is a bare `String`, as TCA's own `forEach` tests write them.
@Reducer
struct Names {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Name> = []
  }
  struct Name: Equatable, Identifiable {
    var id: Int
    var text = ""
  }
  enum Action: Equatable {
    case rows(IdentifiedAction<Int, String>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: \.rows) {
        Reduce<Name, String> { name, text in
          name.text = text
          return .none
        }
      }
  }
}

/// Tests of `ForEachReducer.swift`: `forEach` over an `IdentifiedArray` (N-18…N-20, R-15).
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

  @Test("R-15 R-24 the warning for a missing row shows the action with its values left out")
  func r15Output() async {
    let store = TestStore(initialState: Names.State()) { Names() }
    await withKnownIssue {
      await store.send(\.rows[id: 1], "Blob Esq.")
    } matching: {
      $0.description.contains(
        """
          Action:
            Names.Action.rows(.element(id:, action:))

        """)
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
