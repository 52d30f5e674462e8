import ComposableArchitecture
import XCTest

// Test code: skipped by default; scanned with includeTests, its constructions marked as tests.
@MainActor
final class InventoryTests: XCTestCase {
  func testSettings() async {
    let store = TestStore(initialState: AppReducer.State(path: StackState([.settings()]))) {
      AppReducer()
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
  }
}
