import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// Statements of the spec's section 3: `@Reducer enum`, `ifCaseLet`, plain `ifLet`, `Scope`.
@MainActor
struct EnumReducerSpecTests {
  @Test("N-1 N-2 N-4 @Reducer enum synthesises State and Action; an alert case carries its action")
  func n1() {
    let state: DestinationHost.Destination.State = .child(Child.State(id: 2))
    let action: DestinationHost.Destination.Action = .alert(.confirm)
    #expect(state[case: \.child]?.id == 2)
    #expect(state.child?.id == 2)
    #expect(action[case: \.alert] == .confirm)
  }

  @Test("N-3 the synthesised body runs a case's reducer on that case")
  func n3() {
    var state = DestinationHost.Destination.State.child(Child.State())
    _ = DestinationHost.Destination.body.reduce(into: &state, action: .child(.increment))
    #expect(state == .child(Child.State(count: 1)))
  }

  @Test("N-7 ifLet and forEach infer an enum reducer: no trailing closure")
  func n7() async {
    let store = TestStore(initialState: DestinationHost.State()) { DestinationHost() }
    await store.send(.showChild(id: 1)) { $0.destination = .child(Child.State(id: 1)) }
    await store.send(.destination(.presented(.child(.increment)))) {
      $0.destination = .child(Child.State(id: 1, count: 1))
      $0.log = ["parent saw increment"]
    }
  }

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

  @Test("N-21 Scope runs its child for the child's actions only")
  func n21() async {
    let store = TestStore(initialState: GreeterHost.State()) { GreeterHost() }
    await store.send(.greeter(.greet)) { $0.greeter.log = ["reducer: hello"] }
    await store.receive(.greeter(.greeted("hello"))) { $0.greeter.log.append("effect: hello") }
  }

  @Test("N-22 R-14 a case-path Scope in another case is an issue and returns no effect")
  func n22() {
    let scope = Scope<ModeFeature.State, ModeFeature.Action, Child>(
      state: \.counting, action: \.counting
    ) { Child() }
    var state = ModeFeature.State.idle
    withKnownIssue {
      _ = scope.reduce(into: &state, action: .counting(.increment))
    } matching: { $0.description.contains("A \"Scope\" at") }
    #expect(state == .idle)
  }
}
