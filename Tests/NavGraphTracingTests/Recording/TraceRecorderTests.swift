import IssueReporting
import NavGraph
import Testing

/// A feature whose `start` runs an effect that waits for a gate, then raises a warning.
private struct Gated: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action { case start, other, stop }
  let gate: AsyncStream<Void>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { [gate] _ in
        for await _ in gate {
          reportIssue("the gated effect failed")
          return
        }
      }
      .cancellable(id: "gated")
    case .other:
      state.count += 1
      return .none
    case .stop:
      return .cancel(id: "gated")
    }
  }
}

/// What the recorder reads off the store's step hook: effects started and cancelled per step,
/// and warnings raised by an effect filed on the step whose action started it.
@MainActor @Suite struct TraceRecorderTests {
  @Test func anEffectsWarningGoesOnTheStepThatStartedIt() async {
    let (gate, open) = AsyncStream<Void>.makeStream()
    let recorder = TraceRecorder(reflecting: Gated(gate: gate))
    let store = Store(initialState: Gated.State()) { Gated(gate: gate) }
    store.addObserver(recorder)
    await recorder.withIssues(replacing: true) {
      let started = store.send(.start)
      store.send(.other)
      store.send(.other)
      open.yield()
      await started.finish()
    }
    let trace = recorder.finish()
    #expect(trace.steps.map(\.issues.count) == [1, 0, 0])
    #expect(trace.steps.first?.issues.first?.message == "the gated effect failed")
    #expect(trace.steps.map(\.effects) == [
      TraceEffects(started: 1), TraceEffects(), TraceEffects(),
    ])
  }

  @Test func aCancelledEffectIsCountedOnceOnTheStepThatCancelledIt() async {
    let (gate, _) = AsyncStream<Void>.makeStream()
    let recorder = TraceRecorder(reflecting: Gated(gate: gate))
    let store = Store(initialState: Gated.State()) { Gated(gate: gate) }
    store.addObserver(recorder)
    await recorder.withIssues(replacing: true) {
      let started = store.send(.start)
      store.send(.stop)
      store.send(.stop)
      await started.finish()
    }
    #expect(recorder.finish().steps.map(\.effects) == [
      TraceEffects(started: 1), TraceEffects(cancelled: 1), TraceEffects(),
    ])
  }
}
