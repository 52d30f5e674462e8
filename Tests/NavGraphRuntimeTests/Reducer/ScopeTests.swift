import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// A `Child` composed with TCA 1.25's unlabelled `Scope`, as its case studies now write it.
@Reducer
struct ChildHost {
  struct State: Equatable {
    var child = Child.State()
  }
  enum Action: Equatable {
    case child(Child.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(\.child, action: \.child) { Child() }
  }
}

/// Tests of `Scope.swift` (N-21…N-23).
@MainActor
struct ScopeTests {
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

  @Test("N-23 Scope(\\.child, action: \\.child), the unlabelled spelling, runs its child")
  func n23() async {
    let store = TestStore(initialState: ChildHost.State()) { ChildHost() }
    await store.send(.child(.increment)) { $0.child.count = 1 }
  }
}
