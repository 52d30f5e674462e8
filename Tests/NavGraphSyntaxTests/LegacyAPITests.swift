import NavGraphCore
import NavGraphSyntax
import Testing

/// `ReducerProtocol`/`Reducer` conformances, hand-written Destination and Path reducers,
/// `@PresentationState`, case paths (`/Action.destination`), `NavigationStackStore`, and the
/// older `.sheet(store:state:action:)`: TCA 0.41 to 1.6.
@Suite struct LegacyAPITests {
  @Test func handWrittenDestinationWithCasePaths() {
    MarkedSources([
      "Sources/Inventory/InventoryFeature.swift": """
        struct InventoryFeature: ReducerProtocol { /*@feature InventoryFeature struct*/
          struct State: Equatable {
            @PresentationState var destination: Destination.State?
          }
          enum Action: Equatable {
            case destination(PresentationAction<Destination.Action>)
          }
          struct Destination: ReducerProtocol { /*@feature InventoryFeature.Destination struct*/
            enum State: Equatable {
              case addItem(ItemFormFeature.State) /*@edge InventoryFeature ItemFormFeature destination destination InventoryFeature.Destination addItem sheet*/
              case editItem(ItemFormFeature.State) /*@edge InventoryFeature ItemFormFeature destination destination InventoryFeature.Destination editItem popover*/
              case alert(AlertState<Action.Alert>) /*@edge InventoryFeature AlertState alert destination InventoryFeature.Destination alert alert*/
            }
            enum Action: Equatable {
              case addItem(ItemFormFeature.Action)
              case editItem(ItemFormFeature.Action)
              case alert(Alert)
              enum Alert { case confirmDeletion }
            }
            var body: some ReducerProtocolOf<Self> {
              Scope(state: /State.addItem, action: /Action.addItem) {
                ItemFormFeature()
              }
              Scope(state: /State.editItem, action: /Action.editItem) {
                ItemFormFeature()
              }
            }
          }
          var body: some ReducerProtocolOf<Self> {
            Reduce { state, action in
              state.destination = .alert(.delete)
              return .none
            }
            .ifLet(\\.$destination, action: /Action.destination) {
              Destination()
            }
          }
        }

        struct InventoryView: View {
          let store: StoreOf<InventoryFeature>
          var body: some View {
            List {}
              .sheet(
                store: self.store.scope(state: \\.$destination, action: { .destination($0) }),
                state: /InventoryFeature.Destination.State.addItem,
                action: InventoryFeature.Destination.Action.addItem
              ) { store in ItemFormView(store: store) }
              .popover(
                store: store.scope(state: \\.$destination, action: InventoryFeature.Action.destination),
                state: /InventoryFeature.Destination.State.editItem,
                action: InventoryFeature.Destination.Action.editItem
              ) { store in ItemFormView(store: store) }
              .alert(
                store: self.store.scope(state: \\.$destination, action: { .destination($0) }),
                state: /InventoryFeature.Destination.State.alert,
                action: InventoryFeature.Destination.Action.alert
              )
          }
        }
        """,
      "Sources/Inventory/ItemFormFeature.swift": """
        struct ItemFormFeature: Reducer { /*@feature ItemFormFeature struct*/
          struct State: Equatable {}
          enum Action: Equatable {}
          func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
        }
        /*@root InventoryFeature*/
        """,
    ]).check()
  }

  @Test func handWrittenPathWithNavigationStackStore() {
    MarkedSources([
      "Sources/App/RootFeature.swift": """
        struct RootFeature: Reducer { /*@feature RootFeature struct*/
          struct State: Equatable {
            var path = StackState<Path.State>()
          }
          enum Action: Equatable {
            case path(StackAction<Path.State, Path.Action>)
          }
          struct Path: Reducer { /*@feature RootFeature.Path struct*/
            enum State: Equatable {
              case counter(CounterFeature.State = .init()) /*@edge RootFeature CounterFeature stack path RootFeature.Path counter navigationStack*/
              case numberFact(NumberFactFeature.State) /*@edge RootFeature NumberFactFeature stack path RootFeature.Path numberFact navigationStack*/
            }
            enum Action: Equatable {
              case counter(CounterFeature.Action)
              case numberFact(NumberFactFeature.Action)
            }
            var body: some ReducerOf<Self> {
              Scope(state: /State.counter, action: /Action.counter) { CounterFeature() }
              Scope(state: /State.numberFact, action: /Action.numberFact) { NumberFactFeature() }
            }
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              state.path.append(.numberFact(NumberFactFeature.State()))
              return .none
            }
            .forEach(\\.path, action: /Action.path) {
              Path()
            }
          }
        }

        struct RootView: View {
          let store: StoreOf<RootFeature>
          var body: some View {
            NavigationStackStore(self.store.scope(state: \\.path, action: { .path($0) })) {
              NavigationLink(state: RootFeature.Path.State.counter()) { Text("Counter") }
            } destination: { state in
              switch state {
              case .counter:
                CaseLet(/RootFeature.Path.State.counter, action: RootFeature.Path.Action.counter, then: CounterView.init(store:))
              case .numberFact:
                CaseLet(/RootFeature.Path.State.numberFact, action: RootFeature.Path.Action.numberFact, then: NumberFactView.init(store:))
              }
            }
          }
        }
        """,
      "Sources/App/Children.swift": """
        struct CounterFeature: ReducerProtocol { /*@feature CounterFeature struct*/
          struct State: Equatable {}
          enum Action: Equatable {}
          func reduce(into state: inout State, action: Action) -> EffectTask<Action> { .none }
        }
        struct NumberFactFeature: Reducer { /*@feature NumberFactFeature struct*/
          struct State: Equatable {}
          enum Action: Equatable {}
          var body: some ReducerOf<Self> { EmptyReducer() }
        }
        /*@root RootFeature*/
        """,
    ]).check()
  }

  @Test func optionalChildWithIfLetCollectionsAndEnumStateRoot() {
    MarkedSources([
      "Sources/App/AppReducer.swift": """
        struct AppReducer: Reducer { /*@feature AppReducer struct*/
          enum State: Equatable {
            case loggedIn(LoggedIn.State) /*@edge AppReducer LoggedIn scope - - loggedIn*/
            case loggedOut(LoggedOut.State) /*@edge AppReducer LoggedOut scope - - loggedOut*/
          }
          enum Action { case loggedIn(LoggedIn.Action), loggedOut(LoggedOut.Action) }
          var body: some ReducerOf<Self> {
            EmptyReducer()
              .ifCaseLet(/State.loggedIn, action: /Action.loggedIn) { LoggedIn() }
              .ifCaseLet(/State.loggedOut, action: /Action.loggedOut) { LoggedOut() }
          }
        }
        struct LoggedIn: Reducer { /*@feature LoggedIn struct*/
          struct State: Equatable {
            var profile: Profile.State? /*@edge LoggedIn Profile presentation profile*/
            var rows: IdentifiedArrayOf<Row.State> = [] /*@edge LoggedIn Row collection rows*/
            var settings: Settings.State /*@edge LoggedIn Settings scope settings*/
          }
          enum Action {
            case profile(Profile.Action)
            case row(id: Row.State.ID, action: Row.Action)
            case settings(Settings.Action)
          }
          var body: some ReducerOf<Self> {
            Scope(state: \\.settings, action: /Action.settings) { Settings() }
            Reduce { _, _ in .none }
              .ifLet(\\.profile, action: /Action.profile) { Profile() }
              .forEach(\\.rows, action: /Action.row(id:action:)) { Row() }
          }
        }
        struct LoggedOut: Reducer { /*@feature LoggedOut struct*/
          struct State: Equatable {}
          enum Action {}
          var body: some ReducerOf<Self> { EmptyReducer() }
        }
        struct Profile: Reducer { struct State: Equatable {}; enum Action {}; var body: some ReducerOf<Self> { EmptyReducer() } } /*@feature Profile struct*/
        struct Row: Reducer { struct State: Equatable, Identifiable { let id: Int }; enum Action {}; var body: some ReducerOf<Self> { EmptyReducer() } } /*@feature Row struct*/
        struct Settings: Reducer { struct State: Equatable {}; enum Action {}; var body: some ReducerOf<Self> { EmptyReducer() } } /*@feature Settings struct*/
        /*@root AppReducer*/
        """
    ]).check()
  }
}
