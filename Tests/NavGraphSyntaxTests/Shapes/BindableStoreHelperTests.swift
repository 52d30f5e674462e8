import NavGraphCore
import NavGraphSyntax
import Testing

/// A view helper handed `$store` takes it as `Bindable<StoreOf<Feature>>`: the wrapper holds
/// the feature's store, and what the helper presents is that feature's, though another feature
/// has a field of the same name.
@Suite struct BindableStoreHelperTests {
  /// A feature presenting `Settings` from a destination: `Player` and `Toolbar` are alike.
  static func presenter(_ name: String) -> String {
    #"""
    @Reducer
    struct \#(name) {
      @Reducer enum Destination { case settings(Settings) }
      @ObservableState
      struct State { @Presents var destination: Destination.State? }
      enum Action { case destination(PresentationAction<Destination.Action>) }
      var body: some ReducerOf<Self> {
        Reduce { state, _ in state.destination = .settings(.init()); return .none }
          .ifLet(\.$destination, action: \.destination)
      }
    }

    """#
  }

  static let source = presenter("Player") + presenter("Toolbar") + #"""
    struct PlayerView: View {
      @Bindable var store: StoreOf<Player>
      var body: some View { Text("").destinations(store: $store) }
    }

    extension View {
      func destinations(store: Bindable<StoreOf<Player>>) -> some View {
        sheet(item: store.scope(state: \.destination?.settings, action: \.destination.settings)) {
          SettingsView(store: $0)
        }
      }
    }

    @Reducer struct Settings {}
    """#

  @Test func theWrappedStoreSaysWhoseSheetItIs() {
    let scan = ShapeScan.scan(Self.source)
    #expect(ShapeScan.edges(scan).filter { $0.hasPrefix("Player") } == [
      "Player destination destination.settings -> Settings (sheet)"
    ])
    let sheets = scan.census.sites.filter { $0.kind == .viewPresentation }
    #expect(sheets.map(\.reading) == [.explained], "\(sheets.map(\.detail))")
  }
}
