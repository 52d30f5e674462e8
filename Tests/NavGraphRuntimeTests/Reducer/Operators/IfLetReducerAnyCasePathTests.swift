import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// A plain optional child and alert as TCA 1.0–1.3 wrote them: `Reducer` conformance without the
/// macro, and `ifLet` with `/Action.child` and `/Action.alert` case paths.
@available(*, deprecated)
private struct LegacyOptionalHost: Reducer {
  struct State: Equatable {
    var child: Child.State?
    var alert: AlertState<HostAlert>?
  }
  enum Action: Equatable {
    case alert(HostAlert)
    case child(Child.Action)
    case clearChild
    case showAlert
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert, .child:
        return .none
      case .clearChild:
        state.child = nil
        return .none
      case .showAlert:
        state.alert = DestinationHost.alert
        return .none
      }
    }
    .ifLet(\.child, action: /Action.child) { Child() }
    .ifLet(\.alert, action: /Action.alert)
  }
}

/// Tests of `IfLetReducer+AnyCasePath.swift`: the case-path spelling of `ifLet` over a plain
/// optional (N-26), written as apps of that time write it. Each test is deprecated, as TCA's own
/// tests of deprecated API are.
@MainActor
struct IfLetReducerAnyCasePathTests {
  @available(*, deprecated)
  @Test("N-26 N-13 ifLet(\\.child, action: /Action.child) runs the child while it is there")
  func n26Child() async {
    let store = TestStore(initialState: LegacyOptionalHost.State(child: Child.State())) {
      LegacyOptionalHost()
    }
    await store.send(.child(.increment)) { $0.child?.count = 1 }
  }

  @available(*, deprecated)
  @Test("N-26 N-14 R-11 a child action while the optional is nil is the same issue")
  func n26Nil() async {
    let store = TestStore(initialState: LegacyOptionalHost.State()) { LegacyOptionalHost() }
    await withKnownIssue {
      await store.send(.child(.increment))
    } matching: {
      $0.description.contains("received a child action when child state was \"nil\"")
    }
  }

  @available(*, deprecated)
  @Test("N-26 N-15 the parent nil-ing the child cancels its effects")
  func n26Cancel() async {
    let clock = TestClock()
    let store = TestStore(initialState: LegacyOptionalHost.State(child: Child.State())) {
      LegacyOptionalHost()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.child(.startTimer))
    await clock.advance(by: .seconds(1))
    await store.receive(.child(.tick)) { $0.child?.count = 1 }
    // Were the timer still running, the end of the test would report it (T-23).
    await store.send(.clearChild) { $0.child = nil }
  }

  @available(*, deprecated)
  @Test("N-26 N-16 ifLet(\\.alert, action: /Action.alert) clears the alert after its action")
  func n26Alert() async {
    let store = TestStore(initialState: LegacyOptionalHost.State()) { LegacyOptionalHost() }
    await store.send(.showAlert) { $0.alert = DestinationHost.alert }
    await store.send(.alert(.confirm)) { $0.alert = nil }
  }
}
