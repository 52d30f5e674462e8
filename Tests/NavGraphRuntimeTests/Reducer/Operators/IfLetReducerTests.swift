import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// Tests of `IfLetReducer.swift`: `ifLet` over a plain optional (N-13…N-17).
@MainActor
struct IfLetReducerTests {
  @Test("N-13 plain ifLet runs the child first, then the parent")
  func n13() async {
    let store = TestStore(initialState: OptionalHost.State(child: Child.State())) {
      OptionalHost()
    }
    await store.send(.child(.increment)) {
      $0.child?.count = 1
      $0.log = ["parent saw increment, child 1"]
    }
  }

  @Test("N-14 R-11 a child action while the optional is nil is an issue; the parent runs")
  func n14() async {
    let store = TestStore(initialState: OptionalHost.State()) { OptionalHost() }
    await withKnownIssue {
      await store.send(.child(.increment)) { $0.log = ["parent saw increment, child -1"] }
    } matching: { $0.description.contains("received a child action when child state was \"nil\"") }
  }

  @Test("N-15 the parent nil-ing a plain optional child cancels its effects")
  func n15() async {
    let clock = TestClock()
    let store = TestStore(initialState: OptionalHost.State()) { OptionalHost() }
      withDependencies: { $0.continuousClock = clock }
    await store.send(.showChild(id: 1)) { $0.child = Child.State(id: 1) }
    await store.send(.child(.startTimer)) { $0.log = ["parent saw startTimer, child 0"] }
    await clock.advance(by: .seconds(1))
    await store.receive(.child(.tick)) {
      $0.child?.count = 1
      $0.log.append("parent saw tick, child 1")
    }
    await store.send(.clearChild) { $0.child = nil }
  }

  @Test("N-16 an ephemeral plain optional (an alert) goes away after its own action")
  func n16() async {
    let store = TestStore(initialState: OptionalHost.State()) { OptionalHost() }
    await store.send(.showAlert) { $0.alert = DestinationHost.alert }
    await store.send(.alert(.confirm)) { $0.alert = nil }
  }

  @Test("N-17 plain ifLet gives its child no dismiss")
  func n17() async {
    let store = Store(initialState: OptionalHost.State(child: Child.State())) { OptionalHost() }
    await withKnownIssue {
      await store.send(.child(.close)).finish()
    } matching: { $0.description.contains("but couldn't be dismissed") }
  }
}
