import NavGraphCore
import NavGraphSyntax
import Testing

/// A store in a folder compiled into several app targets (`Shared/`), naming a root feature
/// each target declares for itself, starts each of them; a store in the module that declares
/// its feature starts that one alone.
@Suite struct SharedStoreTests {
  static let feature = """
    @Reducer
    struct AppFeature {
      struct State { var home = HomeFeature.State() }
      enum Action { case home(HomeFeature.Action) }
      var body: some ReducerOf<Self> {
        Scope(state: \\.home, action: \\.home) { HomeFeature() }
      }
    }
    @Reducer struct HomeFeature { struct State {}; enum Action {} }
    """

  @Test func aSharedStoreStartsTheFeatureOfEveryTarget() {
    let scan = SourceScanner().scan(sources: [
      "iOS/App/AppFeature.swift": Self.feature,
      "Mac/App/AppFeature.swift": Self.feature,
      "Shared/Bootstrap.swift": """
        let store = Store(initialState: AppFeature.State()) { AppFeature() }
        """,
    ])
    #expect(scan.facts.stores.map(\.feature).sorted() == ["Mac.AppFeature", "iOS.AppFeature"])
  }

  @Test func aStoreBesideItsFeatureStartsThatOneAlone() {
    let scan = SourceScanner().scan(sources: [
      "iOS/App/AppFeature.swift": Self.feature
        + "\nlet store = Store(initialState: AppFeature.State()) { AppFeature() }\n",
      "Mac/App/AppFeature.swift": Self.feature,
    ])
    #expect(scan.facts.stores.map(\.feature) == ["iOS.AppFeature"])
  }
}
