import NavGraphCore
import NavGraphLint
import Testing

/// A field declared by its initial value alone, a case of a state enum
/// (`var destination = Destination.State.splash`), holds that enum: a root switching screens
/// by a non-optional `@Reducer enum` it scopes with `Destination.body` reaches every screen.
@Suite struct StateEnumInitialValueTests {
  static let source = #"""
    @main struct TheApp: App {
      let store = Store(initialState: Root.State()) { Root() }
      var body: some Scene { WindowGroup { RootView(store: store) } }
    }

    @Reducer
    struct Root {
      @ObservableState
      struct State {
        var destination = Destination.State.splash
        var other = Destination.State.welcome(Welcome.State())
      }
      enum Action { case destination(Destination.Action), other(Destination.Action) }
      @Reducer enum Destination {
        @ReducerCaseIgnored case splash
        case welcome(Welcome)
        case tabs(Tabs)
      }
      var body: some ReducerOf<Self> {
        Scope(state: \.destination, action: \.destination) { Destination.body }
        Reduce { state, action in
          state.destination = .tabs(Tabs.State())
          return .none
        }
      }
    }

    @Reducer struct Welcome {}
    @Reducer
    struct Tabs {
      @ObservableState struct State { @Presents var settings: Settings.State? }
      enum Action { case settings(PresentationAction<Settings.Action>), settingsTapped }
      var body: some ReducerOf<Self> {
        Reduce { state, _ in state.settings = .init(); return .none }
          .ifLet(\.$settings, action: \.settings) { Settings() }
      }
    }
    @Reducer struct Settings {}
    """#

  @Test func theRootReachesEveryScreenThroughTheEnum() {
    let scan = ShapeScan.scan(Self.source)
    let fields = scan.facts.feature(named: "Root")?.fields.map { "\($0.name) \($0.typeText ?? "")" }
    #expect(fields == ["destination Destination.State", "other Destination.State"])
    #expect(ShapeScan.edges(scan).contains("Root scope destination -> Root.Destination"))
    let orphans = Linter(rules: [OrphanFeatureRule()]).lint(LintInput(scan: scan))
    #expect(orphans.isEmpty)
  }
}
