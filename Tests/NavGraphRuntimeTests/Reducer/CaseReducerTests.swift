import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// Tests of `CaseReducer.swift` and the `@Reducer enum` it serves: the synthesised `State`,
/// `Action` and `body`, and operators that infer the enum's reducer (N-1…N-7).
@MainActor
struct CaseReducerTests {
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

  @Test("N-5 an ignored case keeps its state as written and gets no reducer")
  func n5() {
    var state = IgnoringDestination.State.note("hi")
    withKnownIssue {
      _ = IgnoringDestination.body.reduce(into: &state, action: .child(.increment))
    } matching: { $0.description.contains("set to a different case") }
    #expect(state == .note("hi"))
    // Its action case holds `Never`: no action can be sent to it.
    let _: (Never) -> IgnoringDestination.Action = IgnoringDestination.Action.note
  }
}
