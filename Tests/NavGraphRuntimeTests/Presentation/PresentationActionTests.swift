import Foundation
import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// A feature that presents itself, written as TCA's recursion case studies write one: a plain
/// `enum Action` holding `PresentationAction<Action>`, not marked `indirect` (P-47).
@Reducer
struct Nested {
  struct State: Equatable {
    var depth = 0
    @Presents var child: State? = nil
  }
  enum Action: Equatable {
    case child(PresentationAction<Action>)
    case present
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .child:
        return .none
      case .present:
        state.child = State(depth: state.depth + 1)
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) { Nested() }
  }
}

/// Tests of `PresentationAction.swift`: case key paths through presentation actions (P-6) and
/// features that present themselves (P-47).
@MainActor
struct PresentationActionTests {
  @Test("P-6 case key paths reach through presentation actions, level after level")
  func p6() {
    let nested = Top.Action.middle(.presented(.child(.dismiss)))
    #expect(nested[case: \.middle.child.dismiss] != nil)
    #expect(nested[case: \.middle.dismiss] == nil)
    #expect(Top.Action.middle(.presented(.showChild))[case: \.middle.showChild] != nil)
    #expect(PresentationAction<Child.Action>.presented(.tick) == .presented(.tick))
  }

  @Test("P-47 a feature whose Action holds PresentationAction<Action> presents itself")
  func p47() async {
    let store = TestStore(initialState: Nested.State()) { Nested() }
    await store.send(.present) { $0.child = Nested.State(depth: 1) }
    await store.send(.child(.presented(.present))) { $0.child?.child = Nested.State(depth: 2) }
    await store.send(\.child.child.dismiss) { $0.child?.child = nil }
  }
}
