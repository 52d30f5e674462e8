import NavGraph
import Testing

@testable import StackExplorer

@MainActor
struct StackExplorerTests {
  @Test func testBasics() async {
    let store = TestStore(initialState: RootFeature.State()) { RootFeature() }
    await store.send(.path(.push(id: 0, state: .counter(CounterFeature.State())))) {
      $0.path[id: 0] = .counter(CounterFeature.State())
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
  }

  @Test("Generational IDs: push, pop, push again gives ID 1")
  func testGenerationalIDs() async {
    let store = TestStore(initialState: RootFeature.State()) { RootFeature() }
    await store.send(.goToCounterButtonTapped) { $0.path[id: 0] = .counter(CounterFeature.State()) }
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
    await store.send(.goToCounterButtonTapped) { $0.path[id: 1] = .counter(CounterFeature.State()) }
    await store.send(.path(.popFrom(id: 1))) { $0.path = StackState() }
    await store.send(.goToCounterButtonTapped) { $0.path.append(.counter(CounterFeature.State())) }
    await store.send(.path(.popFrom(id: 2))) { $0.path = StackState() }
  }

  @Test func testCounterFeature() async {
    let store = TestStore(
      initialState: RootFeature.State(path: StackState([.counter(CounterFeature.State())]))
    ) { RootFeature() }
    await store.send(\.path[id: 0].counter.incrementButtonTapped) {
      XCTModify(&$0.path[id: 0], case: \.counter) { $0.count = 1 }
    }
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
  }

  @Test func testCounterFeature_Timer() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: RootFeature.State(path: StackState([.counter(CounterFeature.State())]))
    ) { RootFeature() } withDependencies: { $0.continuousClock = clock }
    await store.send(\.path[id: 0].counter.toggleTimerButtonTapped) {
      $0.path[id: 0, case: \.counter]?.isTimerOn = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].counter.timerTick) {
      $0.path[id: 0, case: \.counter]?.count = 1
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .counter(.timerTick)))) {
      $0.path[id: 0, case: \.counter]?.count = 2
    }
    // Popping the counter cancels its timer (S-24), so the test ends with no effect running.
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
  }

  @Test func testCounterFeature_LoadAndGoToCounter() async {
    let store = TestStore(
      initialState: RootFeature.State(
        path: StackState([.counter(CounterFeature.State(count: 42))]))
    ) { RootFeature() } withDependencies: { $0.continuousClock = ImmediateClock() }
    await store.send(\.path[id: 0].counter.loadAndGoToCounterButtonTapped) {
      $0.path[id: 0, case: \.counter]?.isLoading = true
    }
    await store.receive(\.path[id: 0].counter.loadResponse) {
      $0.path[id: 0, case: \.counter]?.isLoading = false
    }
    await store.receive(\.path[id: 0].counter.delegate.goToCounter) {
      $0.path[id: 1] = .counter(CounterFeature.State(count: 42))
    }
  }

  @Test func testCounterFeature_LoadAndGoToCounter_NonExhaustive() async {
    let store = TestStore(
      initialState: RootFeature.State(
        path: StackState([.counter(CounterFeature.State(count: 42))]))
    ) { RootFeature() } withDependencies: { $0.continuousClock = ImmediateClock() }
    store.exhaustivity = .off
    await store.send(\.path[id: 0].counter.loadAndGoToCounterButtonTapped)
    await store.receive(\.path[id: 0].counter.delegate.goToCounter) {
      $0.path[id: $0.path.ids[1]] = .counter(CounterFeature.State(count: 42))
    }
  }

  @Test func testSummary_NonExhaustive() async {
    let clock = TestClock()
    let store = TestStore(initialState: RootFeature.State()) { RootFeature() } withDependencies: {
      $0.continuousClock = clock
    }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.path(.push(id: 0, state: .counter(CounterFeature.State(count: 42)))))
    #expect(store.state.sum == 42)
    await store.send(.path(.element(id: 0, action: .counter(.toggleTimerButtonTapped))))
    await store.send(.path(.push(id: 1, state: .counter(CounterFeature.State(count: 55)))))
    await store.send(.path(.element(id: 1, action: .counter(.toggleTimerButtonTapped))))
    #expect(store.state.sum == 97)
    await store.send(.path(.push(id: 2, state: .numberFact(NumberFactFeature.State(number: 1_729)))))
    #expect(store.state.sum == 97)
    await clock.advance(by: .seconds(5))
    await store.skipReceivedActions()
    #expect(store.state.sum == 107)
    await store.send(.path(.popFrom(id: 1)))
    #expect(store.state.sum == 47)
    await store.send(.path(.popFrom(id: 0)))
    #expect(store.state.sum == 0)
  }

  @Test func testCounterFeature_TimerDismissal() async {
    let store = TestStore(
      initialState: RootFeature.State(
        path: StackState([.counter(CounterFeature.State(count: 97))]))
    ) { RootFeature() } withDependencies: { $0.continuousClock = ImmediateClock() }
    store.exhaustivity = .off
    // Three ticks, each a hop through the main actor, which the other tests of a parallel run
    // share: on two busy cores they can take longer than the default second.
    store.timeout = .seconds(30)
    await store.send(\.path[id: 0].counter.toggleTimerButtonTapped)
    await store.receive(\.path.popFrom) {
      $0.path = StackState()
    }
  }

  @Test func testCounterFeature_InvalidAction() async {
    let store = TestStore(
      initialState: RootFeature.State(path: StackState([.counter(CounterFeature.State())]))
    ) { RootFeature() }
    await withKnownIssue {
      await store.send(.path(.element(id: 0, action: .numberFact(.factButtonTapped))))
    } matching: { issue in
      issue.description.contains("received a child action when child state was set to a different case")
    }
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
  }
}
