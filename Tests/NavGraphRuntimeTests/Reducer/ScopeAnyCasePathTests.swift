import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// Tests of `Scope+AnyCasePath.swift`: the case-path spellings of TCA 1.0–1.3 (N-24), written as
/// apps of that time write them. Each test is deprecated, as TCA's own tests of deprecated API
/// are, so the deprecation warning stays with code that has not moved to case key paths.
@MainActor
struct ScopeAnyCasePathTests {
  @available(*, deprecated)
  @Test("N-24 Scope(state: \\.child, action: /Action.child) runs its child")
  func n24KeyPath() async {
    let store = TestStore(initialState: ChildHost.State()) {
      Scope(state: \ChildHost.State.child, action: /ChildHost.Action.child) { Child() }
    }
    await store.send(.child(.increment)) { $0.child.count = 1 }
  }

  @available(*, deprecated)
  @Test("N-24 Scope(state: /State.case, action: /Action.case) runs its child in its case")
  func n24CasePath() async {
    let store = TestStore(initialState: ModeFeature.State.counting(Child.State(id: 1))) {
      Scope(state: /ModeFeature.State.counting, action: /ModeFeature.Action.counting) {
        Child()
      }
    }
    await store.send(.counting(.increment)) { $0 = .counting(Child.State(id: 1, count: 1)) }
  }

  @available(*, deprecated)
  @Test("N-24 N-22 R-14 the /State.case spelling in another case is the same issue")
  func n24OtherCase() {
    let scope = Scope(state: /ModeFeature.State.counting, action: /ModeFeature.Action.counting) {
      Child()
    }
    var state = ModeFeature.State.idle
    withKnownIssue {
      _ = scope.reduce(into: &state, action: .counting(.increment))
    } matching: {
      $0.description.contains("A \"Scope\" at")
        && $0.description.contains("received a child action when child state was set to a")
    }
    #expect(state == .idle)
  }
}
