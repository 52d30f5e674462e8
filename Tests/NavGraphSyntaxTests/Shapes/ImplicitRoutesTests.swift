import NavGraphCore
import Testing

/// TCACoordinators before its key-path spelling: `.forEachRoute { Screen() }` integrates the
/// `routes` an `IndexedRouterState` or `IdentifiedRouterState` requires; its screen reducer is
/// hand-written (an enum `State`, one case-path `Scope` per case); routes are pushed and
/// presented with `push`, `presentSheet` and `presentCover`, another coordinator among them.
@Suite struct ImplicitRoutesTests {
  static let source = #"""
    struct Screen: ReducerProtocol {
      enum State: Equatable {
        case home(Home.State)
        case detail(Detail.State)
        case settings(Settings.State)
        case nested(Nested.State)
      }
      enum Action {
        case home(Home.Action)
        case detail(Detail.Action)
        case settings(Settings.Action)
        case nested(Nested.Action)
      }
      var body: some ReducerProtocol<State, Action> {
        Scope(state: /State.home, action: /Action.home) { Home() }
        Scope(state: /State.detail, action: /Action.detail) { Detail() }
        Scope(state: /State.settings, action: /Action.settings) { Settings() }
        Scope(state: /State.nested, action: /Action.nested) { Nested() }
      }
    }

    struct Coordinator: ReducerProtocol {
      struct State: Equatable, IndexedRouterState {
        var routes: [Route<Screen.State>]
      }
      enum Action: IndexedRouterAction {
        case routeAction(Int, action: Screen.Action)
        case updateRoutes([Route<Screen.State>])
      }
      var body: some ReducerProtocol<State, Action> {
        Reduce { state, action in
          switch action {
          case .routeAction(_, .home(.open)): state.routes.push(.detail(.init()))
          case .routeAction(_, .home(.configure)): state.routes.presentSheet(.settings(.init()))
          case .routeAction(_, .detail(.more)): state.routes.presentCover(.nested(.init()))
          default: break
          }
          return .none
        }
        .forEachRoute {
          Screen()
        }
      }
    }

    struct Nested: ReducerProtocol {
      struct State: Equatable, IdentifiedRouterState {
        var routes: IdentifiedArrayOf<Route<Detail.State>>
      }
      enum Action: IdentifiedRouterAction {
        case routeAction(Detail.State.ID, action: Detail.Action)
        case updateRoutes(IdentifiedArrayOf<Route<Detail.State>>)
      }
      var body: some ReducerProtocol<State, Action> {
        EmptyReducer().forEachRoute(coordinatorIdForCancellation: "nested") { Detail() }
      }
    }

    struct Home: ReducerProtocol {
      struct State: Equatable {}
      enum Action { case open, configure }
      func reduce(into state: inout State, action: Action) -> EffectTask<Action> { .none }
    }
    struct Detail: ReducerProtocol {
      struct State: Equatable, Identifiable { var id = 0 }
      enum Action { case more }
      func reduce(into state: inout State, action: Action) -> EffectTask<Action> { .none }
    }
    struct Settings: ReducerProtocol {
      struct State: Equatable {}
      enum Action {}
      func reduce(into state: inout State, action: Action) -> EffectTask<Action> { .none }
    }

    struct CoordinatorView: View {
      let store: StoreOf<Coordinator>
      var body: some View {
        TCARouter(store) { screen in
          SwitchStore(screen) {
            CaseLet(state: /Screen.State.home, action: Screen.Action.home, then: HomeView.init)
          }
        }
      }
    }
    """#

  @Test func everyScreenIsAnEdgeOfItsCoordinatorWithTheRoutesStyle() {
    let scan = ShapeScan.scan(Self.source)
    #expect(ShapeScan.edges(scan) == [
      "Coordinator stack routes.detail -> Detail (navigationDestination)",
      "Coordinator stack routes.home -> Home",
      "Coordinator destination routes.nested -> Nested (fullScreenCover)",
      "Coordinator destination routes.settings -> Settings (sheet)",
      "Nested stack routes -> Detail",
    ])
    #expect(scan.graph.roots == ["Coordinator"])
  }

  @Test func theCensusExplainsTheRouterAndBothIntegrations() {
    let census = ShapeScan.scan(Self.source).census
    #expect(census.count(.unexplained) == 0)
    let router = census.sites.first { $0.spelling.hasPrefix("TCARouter") }
    #expect(router?.reading == .explained)
    #expect(router?.detail.hasPrefix("shows Coordinator's routes: 4 edges") == true)
  }
}
