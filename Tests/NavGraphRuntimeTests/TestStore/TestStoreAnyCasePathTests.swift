import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// Tests of `TestStore+AnyCasePath.swift`: `receive(/Action.case)` (T-43), written as tests of
/// TCA 1.0–1.3 write it. Each test is deprecated, as TCA's own tests of deprecated API are.
@MainActor
struct TestStoreAnyCasePathTests {
  @available(*, deprecated)
  @Test("T-43 T-18 receive(/Action.case) takes an action in that case and checks its state")
  func t43() async {
    let store = TestStore(initialState: Echo.State()) { Echo() }
    await store.send(.ping) { $0.log = ["ping"] }
    await store.receive(/Echo.Action.pong) { $0.log = ["ping", "pong"] }
  }

  @available(*, deprecated)
  @Test("T-43 T-37 receive(/Action.case) fails as receive(\\.case) does")
  func t43Mismatch() async {
    let store = TestStore(initialState: Pair.State()) { Pair() }
    await store.send(.start)
    let log = IssueLog()
    await withKnownIssue {
      await log.listening { await store.receive(/Pair.Action.start) }
    }
    #expect(
      log.messages == [
        """
        Received unexpected action:

          \(String(customDumping: Pair.Action.first))
        """
      ])
    await store.skipReceivedActions()
  }
}
