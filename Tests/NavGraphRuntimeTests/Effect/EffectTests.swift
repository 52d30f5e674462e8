import ConcurrencyExtras
import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// Tests of `Effect.swift` and `Send.swift`: errors thrown by `.run`, sends from a finished
/// effect (E-4, E-6).
@MainActor
struct EffectTests {
  @Test("R-19 an error thrown by .run with no catch is an issue")
  func r19() async {
    let store = TestStore(initialState: Echo.State()) { Echo() }
    await withKnownIssue {
      await store.send(.fail).finish()
    } matching: { $0.description.contains("threw an unhandled error") }
  }

  @Test("R-18 E-6 a send escaped from a finished effect is an issue, and still delivered")
  func r18() async {
    let escaped = EscapedSend()
    let store = Store(initialState: Escaper.State()) { Escaper(escaped: escaped) }
    await store.send(.escape).finish()
    let send = try! #require(escaped.send)
    withKnownIssue {
      send(.bump)
    } matching: {
      $0.description.contains("An action was sent from a completed effect.")
        && $0.description.contains("Effect returned from:\n    Escaper.Action.escape")
    }
    #expect(store.state.count == 1)
  }
}
