import ConcurrencyExtras
import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// Tests of `Store.swift` and `RootCore.swift`: how a store processes actions (F-8, R-20).
@MainActor
struct StoreTests {
  @Test("R-20 a send while the store is reducing is an issue, and is queued")
  func r20() {
    let handle = StoreHandle()
    let store = Store(initialState: Reentrant.State()) { Reentrant(handle: handle) }
    handle.store = store
    withKnownIssue {
      store.send(.first)
    } matching: { $0.description.contains("while an action was being processed") }
    #expect(store.state.log == ["first", "second"])
  }
}
