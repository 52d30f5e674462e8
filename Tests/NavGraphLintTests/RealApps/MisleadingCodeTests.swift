import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

/// Code from real apps that once made a rule report what was not there, reduced to sources
/// of our own: each must stay silent (the rules' own examples hold the other such shapes).
@Suite struct MisleadingCodeTests {
  static func rules(_ source: String) -> [String] {
    let scan = SourceScanner().scan(sources: ["Sources/App/App.swift": source])
    let everyRule = LintConfiguration(enabledRules: Set(RuleRegistry.identifiers))
    return Linter(configuration: everyRule).lint(LintInput(scan: scan)).map(\.rule)
  }

  /// A case is built wherever an expression builds it: an argument of a router's call, a
  /// nested action's payload, a return value, an array literal, and with a capital letter.
  @Test func casesBuiltAnywhereAreBuilt() {
    let found = Self.rules(#"""
      @Reducer
      struct Router {
        @Reducer
        enum Path {
          case login(Login), detail(Detail), help(Help), list(List), IntroductionSetup(Intro)
        }
        @ObservableState
        struct State { var path = StackState<Path.State>() }
        enum Action { case path(StackActionOf<Path>), router(RouterAction), go }
        enum RouterAction { case pathAction(StackActionOf<Path>) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            RouterPublisher.shared.send(.login(.init()))
            state.path.append(.IntroductionSetup(Intro.State()))
            state.path = StackState(Self.screens())
            return .send(.router(.pathAction(.push(id: 0, state: .detail(Detail.State())))))
          }
          .forEach(\.path, action: \.path)
        }
        static func screens() -> [Path.State] {
          [.list(.init())]
        }
        static func helpScreen() -> Path.State {
          return .help(Help.State())
        }
      }
      @Reducer struct Login {}
      @Reducer struct Detail {}
      @Reducer struct Help {}
      @Reducer struct List {}
      @Reducer struct Intro {}
      """#)
    #expect(!found.contains("unreachable-path-case"), "\(found)")
  }

  /// Stores built where the type is implied, with the reducer's initializer handed as a
  /// function, and children scoped the same way: their features are reached.
  @Test func storesAndChildrenHandedAsInitializersAreReached() {
    let found = Self.rules(#"""
      @Reducer
      struct Overlay {
        @ObservableState
        struct State { @Presents var alert: AlertState<Action.Alert>? }
        enum Action { case alert(PresentationAction<Alert>), show; enum Alert {} }
        var body: some ReducerOf<Self> {
          Reduce { state, _ in
            state.alert = AlertState { TextState("Hi") }
            return .none
          }
          .ifLet(\.$alert, action: \.alert)
        }
      }
      @Reducer
      struct Game {
        struct State { var child = Child.State.poll(Poll.State()) }
        enum Action { case child(Child.Action) }
        @Reducer
        struct Child {
          enum State { case poll(Poll.State) }
          enum Action { case poll(Poll.Action) }
          var body: some ReducerOf<Self> {
            Scope(state: \.poll, action: \.poll, child: Poll.init)
          }
        }
        var body: some ReducerOf<Self> {
          Scope(state: \.child, action: \.child, child: Child.init)
        }
      }
      @Reducer
      struct Poll {
        @ObservableState
        struct State { @Presents var alert: AlertState<Action.Alert>? }
        enum Action { case alert(PresentationAction<Alert>), failed; enum Alert {} }
        var body: some ReducerOf<Self> {
          Reduce { state, _ in
            state.alert = AlertState { TextState("Failed") }
            return .none
          }
          .ifLet(\.$alert, action: \.alert)
        }
      }
      extension View {
        func overlays() -> some View {
          modifier(OverlayModifier(store: .init(initialState: .init(), reducer: Overlay.init)))
        }
      }
      @main
      struct GameApp: App {
        let store = Store(initialState: Game.State()) { Game() }
        var body: some Scene { WindowGroup { EmptyView() } }
      }
      """#)
    #expect(!found.contains("orphan-feature"), "\(found)")
  }

  /// TCACoordinators before `forEachRoute(\.routes, ...)`: a screen provider run over the
  /// implicit routes of an `IdentifiedRouterState`.
  @Test func olderCoordinatorsPushTheirScreens() {
    let scan = SourceScanner().scan(sources: ["Sources/App/App.swift": #"""
      struct Profile: ReducerProtocol {
        struct State: Equatable, IdentifiedRouterState {
          var routes: IdentifiedArrayOf<Route<ScreenProvider.State>>
        }
        enum Action: IdentifiedRouterAction {
          case routeAction(ScreenProvider.State.ID, action: ScreenProvider.Action)
          case updateRoutes(IdentifiedArrayOf<Route<ScreenProvider.State>>)
        }
        struct ScreenProvider: ReducerProtocol {
          enum State: Equatable { case home(Home.State), settings(Settings.State) }
          enum Action: Equatable { case home(Home.Action), settings(Settings.Action) }
          var body: some ReducerProtocol<State, Action> {
            Scope(state: /State.home, action: /Action.home) { Home() }
            Scope(state: /State.settings, action: /Action.settings) { Settings() }
          }
        }
        var body: some ReducerProtocol<State, Action> {
          Reduce(
            AnyReducer(ScreenProvider()).forEachIdentifiedRoute(environment: { () })
              .withRouteReducer(AnyReducer(core)),
            environment: ())
        }
      }
      struct Home: ReducerProtocol {}
      struct Settings: ReducerProtocol {}
      """#])
    let edges = scan.graph.edges.filter { $0.from == "Profile" }
      .map { "\($0.kind.rawValue) \($0.case ?? "-") \($0.to)" }
    #expect(edges == ["stack home Home", "stack settings Settings"])
  }

  /// A write through some other value (`request.destination = ending`) sets no feature's
  /// `destination`: a field nothing else sets is still never shown.
  @Test func aWriteThroughAnotherValueSetsNoField() {
    let found = Self.rules(#"""
      @Reducer
      struct Guidance {
        @Reducer
        enum Destination { case map(MapScreen) }
        @ObservableState
        struct State { @Presents var destination: Destination.State? }
        enum Action { case destination(PresentationAction<Destination.Action>) }
        var body: some ReducerOf<Self> {
          Reduce { _, _ in .none }.ifLet(\.$destination, action: \.destination)
        }
      }
      @Reducer struct MapScreen {}
      func directions(to ending: MKMapItem) {
        let request = MKDirections.Request()
        request.destination = ending
      }
      """#)
    #expect(found.contains("unreachable-presentation"), "\(found)")
    #expect(!found.contains("unintegrated-presentation"), "\(found)")
  }
}
