import ComposableArchitecture
import Testing
@testable import AppFeature

@MainActor
struct AppFeatureTests {
  @Test func openSettings() async {
    let store = TestStore(initialState: AppFeature.State()) { AppFeature() }
    await store.send(.tabs(.profile(.delegate(.openSettings)))) {
      $0.destination = .settings(SettingsReducer.State())
    }
    _ = AppFeature.Path.State.settingsDetail(.init())
  }
}
