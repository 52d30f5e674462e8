import NavGraphCore
import NavGraphSyntax
import Testing

/// Coordinators built on TCACoordinators: a routes array integrated with `forEachRoute`, each
/// screen an edge styled by the route built around it: pushed (`stack`) or, by a sheet or a
/// cover, presented (`destination`).
@Suite struct TCACoordinatorsTests {
  @Test func routesArraysAndTheirConstructors() {
    MarkedSources([
      "Sources/App/Coordinator.swift": #"""
        @Reducer(state: .equatable, .hashable)
        enum Screen { /*@feature Screen enum*/
          case home(Home) /*@edge IndexedCoordinator Home stack routes Screen home*/ /*@edge IdentifiedCoordinator Home stack routes Screen home*/
          case list(List) /*@edge IndexedCoordinator List destination routes Screen list sheet*/ /*@edge IdentifiedCoordinator List destination routes Screen list sheet*/
          case detail(Detail) /*@edge IndexedCoordinator Detail stack routes Screen detail navigationDestination*/ /*@edge IdentifiedCoordinator Detail stack routes Screen detail navigationDestination*/
          case cover(Detail) /*@edge IndexedCoordinator Detail destination routes Screen cover fullScreenCover*/ /*@edge IdentifiedCoordinator Detail destination routes Screen cover fullScreenCover*/
        }

        @Reducer
        struct IndexedCoordinator { /*@feature IndexedCoordinator struct*/
          @ObservableState
          struct State {
            static let initialState = State(routes: [.root(.home(.init()), embedInNavigationView: true)])
            var routes: [Route<Screen.State>]
          }
          enum Action { case router(IndexedRouterActionOf<Screen>) }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .router(.routeAction(_, .home(.startTapped))):
                state.routes.presentSheet(.list(.init()), embedInNavigationView: true)
              case .router(.routeAction(_, .list(.selected))):
                state.routes.push(.detail(.init()))
              case .router(.routeAction(_, .detail(.cover))):
                state.routes.append(.cover(.cover(.init())))
              default: break
              }
              return .none
            }
            .forEachRoute(\.routes, action: \.router)
          }
        }

        @Reducer
        struct IdentifiedCoordinator { /*@feature IdentifiedCoordinator struct*/
          @ObservableState
          struct State {
            var routes: IdentifiedArrayOf<Route<Screen.State>>
          }
          enum Action { case router(IdentifiedRouterActionOf<Screen>) }
          var body: some ReducerOf<Self> {
            EmptyReducer().forEachRoute(\.routes, action: \.router)
          }
        }

        @Reducer struct Home {} /*@feature Home struct*/
        @Reducer struct List {} /*@feature List struct*/
        @Reducer struct Detail {} /*@feature Detail struct*/
        """#
    ]).check()
  }
}
