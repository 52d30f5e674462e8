import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// A stack as TCA 1.0–1.3 wrote it: `Reducer` conformance without the macro, and `forEach` with
/// a `/Action.path` case path.
@available(*, deprecated)
private struct LegacyStack: Reducer {
  struct State: Equatable {
    var path = StackState<Child.State>()
  }
  enum Action: Equatable {
    case path(StackAction<Child.State, Child.Action>)
    case popAll
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .path:
        return .none
      case .popAll:
        state.path.removeAll()
        return .none
      }
    }
    .forEach(\.path, action: /Action.path) { Child() }
  }
}

/// Tests of `StackReducer+AnyCasePath.swift`: the case-path spelling of `forEach` over a
/// `StackState` (S-37), written as apps and TCA's own tests of that time write it. Each test is
/// deprecated, as TCA's own tests of deprecated API are.
@MainActor
struct StackReducerAnyCasePathTests {
  @available(*, deprecated)
  @Test("S-37 S-22 S-19 forEach(\\.path, action: /Action.path) pushes and runs elements")
  func s37Element() async {
    let store = TestStore(initialState: LegacyStack.State()) { LegacyStack() }
    await store.send(.path(.push(id: 0, state: Child.State()))) {
      $0.path[id: 0] = Child.State()
    }
    await store.send(.path(.element(id: 0, action: .increment))) { $0.path[id: 0]?.count = 1 }
  }

  @available(*, deprecated)
  @Test("S-37 S-32 an element's dismiss() pops it through the case path")
  func s37Dismiss() async {
    let store = TestStore(initialState: LegacyStack.State(path: StackState([Child.State()]))) {
      LegacyStack()
    }
    await store.send(.path(.element(id: 0, action: .close)))
    await store.receive(.path(.popFrom(id: 0))) { $0.path = StackState() }
  }

  @available(*, deprecated)
  @Test("S-37 S-24 removing an element cancels its effects")
  func s37Cancel() async {
    let clock = TestClock()
    let store = TestStore(initialState: LegacyStack.State(path: StackState([Child.State()]))) {
      LegacyStack()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.path(.element(id: 0, action: .startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .tick))) { $0.path[id: 0]?.count = 1 }
    // Were the timer still running, the end of the test would report it (T-23).
    await store.send(.popAll) { $0.path = StackState() }
  }

  @available(*, deprecated)
  @Test("S-37 S-20 R-5 an action for a missing element is the same issue")
  func s37Missing() async {
    let store = TestStore(initialState: LegacyStack.State()) { LegacyStack() }
    await withKnownIssue {
      await store.send(.path(.element(id: 0, action: .increment)))
    } matching: {
      $0.description.contains("received an action for a missing element")
    }
  }
}
