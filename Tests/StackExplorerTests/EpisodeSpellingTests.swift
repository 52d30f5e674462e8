import NavGraph
import Testing

@testable import StackExplorer

// Seed 004's tests as the episode spells them where that spelling is still TCA 1.x API: ids read
// from `store.state.path.ids`, `/Path.State.counter` case paths in `XCTModify`, `receive` by a
// `/Action.path` case path, explicit `timeout:`. (`StackExplorerTests.swift` has the same tests
// with case key paths and literal ids.) The episode's pre-release API — `.push(state)` without
// an id, `UUID` element ids, `TestStore(initialState:reducer:)` with a reducer value — is not TCA
// 1.x and is not accepted.
@MainActor
struct EpisodeSpellingTests {
  @Test func testBasics() async {
    let store = TestStore(initialState: RootFeature.State()) { RootFeature() }
    await store.send(.path(.push(id: 0, state: .counter(CounterFeature.State())))) {
      $0.path.append(.counter(CounterFeature.State()))
    }
    await store.send(.path(.popFrom(id: store.state.path.ids[0]))) {
      $0.path = StackState()
    }
  }

  @Test func testCounterFeature() async {
    let store = TestStore(
      initialState: RootFeature.State(
        path: StackState([
          .counter(CounterFeature.State())
        ])
      )
    ) { RootFeature() }
    await store.send(
      .path(
        .element(
          id: store.state.path.ids[0],
          action: .counter(.incrementButtonTapped)
        )
      )
    ) {
      XCTModify(
        &$0.path[id: $0.path.ids[0]],
        case: /RootFeature.Path.State.counter
      ) {
        $0.count = 1
      }
    }
    await store.send(
      .path(.popFrom(id: store.state.path.ids[0]))
    ) {
      $0.path = StackState()
    }
  }

  @Test func testCounterFeature_Timer() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: RootFeature.State(path: StackState([.counter(CounterFeature.State())]))
    ) { RootFeature() } withDependencies: { $0.continuousClock = clock }
    await store.send(
      .path(.element(id: store.state.path.ids[0], action: .counter(.toggleTimerButtonTapped)))
    ) {
      XCTModify(&$0.path[id: $0.path.ids[0]], case: /RootFeature.Path.State.counter) {
        $0.isTimerOn = true
      }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(/RootFeature.Action.path, timeout: .seconds(1)) {
      XCTModify(&$0.path[id: $0.path.ids[0]], case: /RootFeature.Path.State.counter) {
        $0.count = 1
      }
    }
    await store.send(.path(.popFrom(id: store.state.path.ids[0]))) {
      $0.path = StackState()
    }
  }

  @Test func xctModifyOfAnotherCaseFails() async {
    var element: RootFeature.Path.State? = .numberFact(NumberFactFeature.State(number: 1))
    withKnownIssue {
      XCTModify(&element, case: /RootFeature.Path.State.counter) { $0.count = 1 }
    } matching: { $0.description.contains("XCTModify: Expected to extract value of type") }
    #expect(element == .numberFact(NumberFactFeature.State(number: 1)))
  }
}
