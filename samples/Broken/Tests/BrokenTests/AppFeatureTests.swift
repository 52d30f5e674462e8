import ComposableArchitecture
import XCTest

// Test code may build any case; lint ignores it when deciding whether users can reach a
// screen, so AppFeature.Path.settings is still reported as unreachable.
final class AppFeatureTests: XCTestCase {
  func testSettingsScreen() async {
    let store = TestStore(
      initialState: AppFeature.State(path: StackState([.settings(Settings.State())]))
    ) {
      AppFeature()
    }
    await store.send(.path(.element(id: 0, action: .settings(.signOutTapped))))
  }
}
