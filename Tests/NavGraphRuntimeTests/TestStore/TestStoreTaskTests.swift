import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// Tests of `TestStoreTask.swift`: the task a `send` returns (T-13).
@MainActor
struct TestStoreTaskTests {
  @Test("T-13 the task a send returns cancels that action's effects")
  func t13() async {
    let clock = TestClock()
    let store = TestStore(initialState: Child.State()) { Child() } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.startTimer)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.count = 1 }
    await task.cancel()
    #expect(task.isCancelled)
  }
}
