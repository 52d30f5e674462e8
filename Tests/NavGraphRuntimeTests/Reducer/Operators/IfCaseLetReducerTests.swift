import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// Tests of `IfCaseLetReducer.swift` (N-8…N-11).
@MainActor
struct IfCaseLetReducerTests {
  @Test("N-8 an action that is not the child's runs only the parent")
  func n8() async {
    let store = TestStore(initialState: ModeFeature.State.counting(Child.State())) {
      ModeFeature()
    }
    await store.send(.setIdle) { $0 = .idle }
  }

  @Test("N-9 a child action in the child's case runs the child on the payload")
  func n9() async {
    let store = TestStore(initialState: ModeFeature.State.counting(Child.State())) {
      ModeFeature()
    }
    await store.send(.counting(.increment)) { $0 = .counting(Child.State(count: 1)) }
  }

  @Test("N-10 R-12 a child action in another case is an issue; the child does not run")
  func n10() async {
    let store = TestStore(initialState: ModeFeature.State.idle) { ModeFeature() }
    await withKnownIssue {
      await store.send(.counting(.increment))
    } matching: {
      $0.description.contains("received a child action when child state was set to a different case")
    }
  }

  @Test("N-11 the parent leaving the case cancels the child's effects")
  func n11() async {
    let clock = TestClock()
    let store = TestStore(initialState: ModeFeature.State.counting(Child.State())) {
      ModeFeature()
    } withDependencies: { $0.continuousClock = clock }
    await store.send(.counting(.startTimer))
    await clock.advance(by: .seconds(1))
    await store.receive(\.counting.tick) { $0 = .counting(Child.State(count: 1)) }
    // Were the timer still running, the end of the test would report it (T-23).
    await store.send(.setIdle) { $0 = .idle }
  }
}
