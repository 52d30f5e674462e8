import NavGraphCore
import NavGraphSyntax
import NavGraphLint
import Testing

/// Code written before nested features were common declares `State`, `Path` and side reducers
/// at the top level and aliases them into the feature (`typealias State = RootState`). The
/// graph is the one the nested spelling gives: a field's type is read where the field is
/// declared, and a side reducer running on another feature's `State` through its alias is
/// part of that feature, wherever either stands.
@Suite struct HoistedNestedTypeTests {
  @Test func aStructTheTopLevelStateHoldsKeepsItsStacks() {
    MarkedSources([
      "Sources/App/Root.swift": """
        @Reducer
        struct Root { /*@feature Root struct*/
          typealias State = RootState
          typealias Action = RootAction
          typealias Path = RootPath
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              state.paths.about.append(.staff(Staff.State()))
              return .none
            }
            .forEach(\\.paths.about, action: \\.paths.about)
          }
        }
        enum RootPath {
          @Reducer
          enum About { /*@feature RootPath.About enum*/
            case staff(Staff) /*@edge Root Staff stack paths.about RootPath.About staff*/
          }
        }
        @ObservableState
        struct RootState {
          var paths = Paths()
          struct Paths {
            var about = StackState<Root.Path.About.State>()
          }
        }
        enum RootAction {
          case paths(Paths)
          @CasePathable
          enum Paths { case about(StackActionOf<Root.Path.About>) }
        }
        @Reducer struct Staff { struct State {}; enum Action {} } /*@feature Staff struct*/
        /*@root Root*/
        """
    ]).check()
  }

  @Test func aSideReducerAtTheTopLevelIsPartOfTheFeatureItsStateAliasNames() {
    MarkedSources([
      "Sources/App/Comment.swift": """
        @Reducer
        struct Comment { /*@feature Comment struct*/
          typealias State = CommentState
          typealias Action = CommentAction
          typealias Analytics = CommentAnalytics
          var body: some ReducerOf<Self> {
            Analytics()
            Reduce { state, _ in
              state.report = Report.State()
              return .none
            }
            .ifLet(\\.$report, action: \\.report)
          }
        }
        @ObservableState
        struct CommentState {
          @Presents var report: Report.State? /*@edge Comment Report presentation report*/
        }
        enum CommentAction { case report(PresentationAction<Report.Action>) }
        struct CommentAnalytics: Reducer {
          typealias State = Comment.State
          typealias Action = Comment.Action
          var body: some Reducer<State, Action> {
            Reduce { state, _ in
              state.report = Report.State()
              return .none
            }
          }
        }
        @Reducer struct Report { struct State {}; enum Action {} } /*@feature Report struct*/
        /*@root Comment*/
        """
    ]).check()
  }

  @Test func aSideReducerWhoseProtocolFixesItsStateIsPartOfThatFeature() {
    MarkedSources([
      "Sources/App/App.swift": """
        @Reducer
        struct AppReducer { /*@feature AppReducer struct*/
          typealias State = AppState
          typealias Action = AppAction
          var body: some ReducerOf<Self> {
            Logging()
            Reduce { state, _ in
              state.settings = Settings.State()
              return .none
            }
            .ifLet(\\.$settings, action: \\.settings)
          }
        }
        @ObservableState
        struct AppState {
          @Presents var settings: Settings.State? /*@edge AppReducer Settings presentation settings*/
        }
        enum AppAction { case settings(PresentationAction<Settings.Action>) }
        protocol RootReducing: Reducer {
          associatedtype State = AppReducer.State
          associatedtype Action = AppReducer.Action
        }
        struct Logging: RootReducing {
          func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
        }
        @Reducer struct Settings { struct State {}; enum Action {} } /*@feature Settings struct*/
        /*@root AppReducer*/
        """
    ]).check()
  }

  /// The screen reducer is extended through the coordinator's alias of it: what that
  /// extension declares (`State`, `Action`, the body) is the screen's.
  @Test func aReducerExtendedThroughAnAliasKeepsWhatTheExtensionDeclares() {
    let scan = ShapeScan.scan(#"""
      struct Coordinator: ReducerProtocol {
        typealias State = CoordinatorState
        typealias Action = CoordinatorAction
        typealias Screen = CoordinatorScreen
        var body: some ReducerProtocol<State, Action> {
          Reduce { state, action in
            state.routes.push(.detail(.init()))
            return .none
          }
          .forEachRoute { Coordinator.Screen() }
        }
      }
      struct CoordinatorState: Equatable, IndexedRouterState {
        var routes: [Route<Coordinator.Screen.State>]
      }
      enum CoordinatorAction: IndexedRouterAction {
        case routeAction(Int, action: Coordinator.Screen.Action)
        case updateRoutes([Route<Coordinator.Screen.State>])
      }
      struct CoordinatorScreen {}
      extension Coordinator.Screen: ReducerProtocol {
        typealias State = CoordinatorScreenState
        typealias Action = CoordinatorScreenAction
        var body: some ReducerProtocol<State, Action> {
          Scope(state: /State.home, action: /Action.home) { Home() }
          Scope(state: /State.detail, action: /Action.detail) { Detail() }
        }
      }
      enum CoordinatorScreenState: Equatable {
        case home(Home.State)
        case detail(Detail.State)
      }
      enum CoordinatorScreenAction {
        case home(Home.Action)
        case detail(Detail.Action)
      }
      struct Home: ReducerProtocol {
        struct State: Equatable {}
        enum Action {}
        func reduce(into state: inout State, action: Action) -> EffectTask<Action> { .none }
      }
      struct Detail: ReducerProtocol {
        struct State: Equatable {}
        enum Action {}
        func reduce(into state: inout State, action: Action) -> EffectTask<Action> { .none }
      }
      """#)
    #expect(ShapeScan.edges(scan) == [
      "Coordinator stack routes.detail -> Detail (navigationDestination)",
      "Coordinator stack routes.home -> Home",
    ])
    #expect(scan.graph.roots == ["Coordinator"])
  }

  /// A view extended through the feature's alias of it (`extension Player.View: View` where
  /// `typealias View = PlayerView`) presents with the store the aliased type declares.
  @Test func aViewExtendedThroughAnAliasPresentsWithItsStore() {
    let scan = ShapeScan.scan(#"""
      @Reducer
      struct Player {
        typealias View = PlayerView
        @ObservableState
        struct State { @Presents var settings: Settings.State? }
        enum Action { case settings(PresentationAction<Settings.Action>), gearTapped }
        var body: some ReducerOf<Self> {
          Reduce { state, _ in
            state.settings = Settings.State()
            return .none
          }
          .ifLet(\.$settings, action: \.settings) { Settings() }
        }
      }
      struct PlayerView {
        let store: StoreOf<Player>
      }
      extension Player.View: View {
        var body: some View {
          Button("Settings") { store.send(.gearTapped) }
            .panel(store: store.scope(state: \.$settings, action: \.settings)) { _ in }
        }
      }
      extension View {
        func panel<State, Action, Content: View>(
          store: Store<PresentationState<State>, PresentationAction<Action>>,
          @ViewBuilder content: @escaping (Store<State, Action>) -> Content
        ) -> some View {
          sheet(store: store, content: content)
        }
      }
      @Reducer struct Settings { struct State {}; enum Action {} }
      """#)
    #expect(ShapeScan.edges(scan) == ["Player presentation settings -> Settings"])
    let findings = Linter().lint(LintInput(scan: scan))
    #expect(!findings.contains { $0.rule == "presentation-without-view" })
  }

  /// A case holding plain data names the type it declares, however the case spells it (here
  /// through the alias its parent keeps of a type moved to the top level): the graph of the
  /// moved type is the graph of the nested one.
  @Test func dataACaseHoldsIsNamedByItsDeclaration() {
    let scan = ShapeScan.scan(#"""
      @Reducer
      struct Catalog {
        @Reducer
        enum Destination {
          case entry(Specs.Item.Entry)
        }
        @ObservableState
        struct State { @Presents var destination: Destination.State? }
        enum Action { case destination(PresentationAction<Destination.Action>), tapped }
        var body: some ReducerOf<Self> {
          Reduce { state, _ in
            state.destination = .entry(.init())
            return .none
          }
          .ifLet(\.$destination, action: \.destination)
        }
      }
      enum Specs { typealias Item = SpecsItem }
      struct SpecsItem { struct Entry: Equatable {} }
      """#)
    #expect(ShapeScan.edges(scan) == ["Catalog destination destination.entry -> SpecsItem.Entry"])
  }
}
