import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// Tests of `Scope.swift` (N-21, N-22).
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
}
