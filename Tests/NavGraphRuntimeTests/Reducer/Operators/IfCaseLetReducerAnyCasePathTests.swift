import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// Enum state as TCA 1.0–1.3 wrote it: `Reducer` conformance without the macro, and `ifCaseLet`
/// with `/State.counting` and `/Action.counting` case paths.
@available(*, deprecated)
private struct LegacyMode: Reducer {
  enum State: Equatable {
    case idle
    case counting(Child.State)
  }
  enum Action: Equatable {
    case counting(Child.Action)
    case setIdle
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .counting:
        return .none
      case .setIdle:
        state = .idle
        return .none
      }
    }
    .ifCaseLet(/State.counting, action: /Action.counting) { Child() }
  }
}

/// Tests of `IfCaseLetReducer+AnyCasePath.swift`: the case-path spelling of `ifCaseLet` (N-25),
/// written as apps of that time write it. Each test is deprecated, as TCA's own tests of
/// deprecated API are.
@MainActor
struct IfCaseLetReducerAnyCasePathTests {
  @available(*, deprecated)
  @Test("N-25 N-9 ifCaseLet(/State.c, action: /Action.c) runs the child on its case's payload")
  func n25Child() async {
    let store = TestStore(initialState: LegacyMode.State.counting(Child.State())) {
      LegacyMode()
    }
    await store.send(.counting(.increment)) { $0 = .counting(Child.State(count: 1)) }
  }

  @available(*, deprecated)
  @Test("N-25 N-10 R-12 a child action in another case is the same issue")
  func n25OtherCase() async {
    let store = TestStore(initialState: LegacyMode.State.idle) { LegacyMode() }
    await withKnownIssue {
      await store.send(.counting(.increment))
    } matching: {
      $0.description.contains(
        "received a child action when child state was set to a different case")
    }
  }

  @available(*, deprecated)
  @Test("N-25 N-11 the parent leaving the case cancels the child's effects")
  func n25Cancel() async {
    let clock = TestClock()
    let store = TestStore(initialState: LegacyMode.State.counting(Child.State())) {
      LegacyMode()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.counting(.startTimer))
    await clock.advance(by: .seconds(1))
    await store.receive(.counting(.tick)) { $0 = .counting(Child.State(count: 1)) }
    // Were the timer still running, the end of the test would report it (T-23).
    await store.send(.setIdle) { $0 = .idle }
  }
}
