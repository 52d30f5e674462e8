import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// A presenting feature as TCA 1.0–1.3 wrote it: `Reducer` conformance without the macro,
/// `@PresentationState`, and `ifLet` with `/Action.child` case paths.
@available(*, deprecated)
private struct LegacyPresenter: Reducer {
  struct State: Equatable {
    @PresentationState var child: Child.State? = nil
    @PresentationState var alert: AlertState<HostAlert>? = nil
    var log: [String] = []
  }
  enum Action: Equatable {
    case alert(PresentationAction<HostAlert>)
    case child(PresentationAction<Child.Action>)
    case dismissFromParent
    case present(id: Int)
    case showAlert
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirm)):
        state.log.append("confirmed")
        return .none
      case .alert, .child:
        return .none
      case .dismissFromParent:
        state.child = nil
        return .none
      case let .present(id):
        state.child = Child.State(id: id)
        return .none
      case .showAlert:
        state.alert = DestinationHost.alert
        return .none
      }
    }
    .ifLet(\.$child, action: /Action.child) { Child() }
    .ifLet(\.$alert, action: /Action.alert)
  }
}

/// Tests of `PresentationReducer+AnyCasePath.swift`: the case-path spelling of `ifLet` over
/// `PresentationState` (P-48), written as apps and TCA's own tests of that time write it. Each
/// test is deprecated, as TCA's own tests of deprecated API are, so the warning stays with code
/// that has not moved to case key paths.
@MainActor
struct PresentationReducerAnyCasePathTests {
  @available(*, deprecated)
  @Test("P-48 P-12 ifLet(\\.$child, action: /Action.child) runs the presented child")
  func p48Presented() async {
    let store = TestStore(initialState: LegacyPresenter.State()) { LegacyPresenter() }
    await store.send(.present(id: 1)) { $0.child = Child.State(id: 1) }
    await store.send(.child(.presented(.increment))) { $0.child?.count = 1 }
  }

  @available(*, deprecated)
  @Test("P-48 P-28 the child's dismiss() reaches the parent through the case path")
  func p48Dismiss() async {
    let store = TestStore(initialState: LegacyPresenter.State()) { LegacyPresenter() }
    await store.send(.present(id: 1)) { $0.child = Child.State(id: 1) }
    await store.send(.child(.presented(.close)))
    await store.receive(.child(.dismiss)) { $0.child = nil }
  }

  @available(*, deprecated)
  @Test("P-48 P-17 the parent nil-ing the child cancels its effects")
  func p48Cancel() async {
    let clock = TestClock()
    let store = TestStore(initialState: LegacyPresenter.State()) {
      LegacyPresenter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.present(id: 1)) { $0.child = Child.State(id: 1) }
    await store.send(.child(.presented(.startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(.child(.presented(.tick))) { $0.child?.count = 1 }
    // Were the timer still running, the end of the test would report it (T-23).
    await store.send(.dismissFromParent) { $0.child = nil }
  }

  @available(*, deprecated)
  @Test("P-48 P-14 R-1 a presentation action with nothing presented is the same issue")
  func p48Absent() async {
    let store = TestStore(initialState: LegacyPresenter.State()) { LegacyPresenter() }
    await withKnownIssue {
      await store.send(.child(.presented(.increment)))
    } matching: {
      $0.description.contains("received a presentation action when destination state was absent")
    }
  }

  @available(*, deprecated)
  @Test("P-48 P-26 P-42 ifLet(\\.$alert, action: /Action.alert) clears the alert after its action")
  func p48Alert() async {
    let store = TestStore(initialState: LegacyPresenter.State()) { LegacyPresenter() }
    await store.send(.showAlert) { $0.alert = DestinationHost.alert }
    await store.send(.alert(.presented(.confirm))) {
      $0.alert = nil
      $0.log = ["confirmed"]
    }
  }
}
