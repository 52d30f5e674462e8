import NavGraphCore
import NavGraphSyntax
import Testing

/// `@Reducer` macros, `@Presents`, `StackState`, key-path integrations: TCA 1.7 and later.
@Suite struct ModernAPITests {
  @Test func enumDestinationWithReducerAlertDialogAndDataCases() {
    MarkedSources([
      "Sources/Inventory/Inventory.swift": """
        import ComposableArchitecture

        @Reducer
        struct InventoryFeature { /*@feature InventoryFeature struct*/
          @Reducer(state: .equatable)
          enum Destination { /*@feature InventoryFeature.Destination enum*/
            case addItem(ItemFormFeature) /*@edge InventoryFeature ItemFormFeature destination destination InventoryFeature.Destination addItem sheet*/
            case alert(AlertState<Alert>) /*@edge InventoryFeature AlertState alert destination InventoryFeature.Destination alert alert*/
            case dialog(ConfirmationDialogState<Dialog>) /*@edge InventoryFeature ConfirmationDialogState dialog destination InventoryFeature.Destination dialog*/
            case share(URL) /*@edge InventoryFeature URL destination destination InventoryFeature.Destination share*/
            enum Alert { case confirmDelete }
            enum Dialog { case duplicate }
          }
          @ObservableState
          struct State: Equatable {
            @Presents var destination: Destination.State?
            var items: [Item] = []
          }
          enum Action {
            case addButtonTapped
            case destination(PresentationAction<Destination.Action>)
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .addButtonTapped:
                state.destination = .addItem(ItemFormFeature.State())
                return .none
              case .destination:
                return .none
              }
            }
            .ifLet(\\.$destination, action: \\.destination)
          }
        }

        struct InventoryView: View {
          @Bindable var store: StoreOf<InventoryFeature>
          var body: some View {
            List {}
              .sheet(item: $store.scope(state: \\.destination?.addItem, action: \\.destination.addItem)) { store in
                ItemFormView(store: store)
              }
              .alert($store.scope(state: \\.destination?.alert, action: \\.destination.alert))
          }
        }
        """,
      "Sources/Inventory/ItemForm.swift": """
        @Reducer
        struct ItemFormFeature { /*@feature ItemFormFeature struct*/
          @ObservableState
          struct State: Equatable { var name = "" }
          enum Action { case nameChanged(String) }
          var body: some ReducerOf<Self> { EmptyReducer() }
        }
        /*@root InventoryFeature*/
        """,
    ]).check()
  }

  @Test func stackWithPathEnumAndDataCase() {
    MarkedSources([
      "Sources/SyncUps/App.swift": """
        @Reducer
        struct AppFeature { /*@feature AppFeature struct*/
          @Reducer
          enum Path { /*@feature AppFeature.Path enum*/
            case detail(SyncUpDetail) /*@edge AppFeature SyncUpDetail stack path AppFeature.Path detail navigationStack*/
            case meeting(Meeting, syncUp: SyncUp) /*@edge AppFeature Meeting stack path AppFeature.Path meeting navigationStack*/
            case record(RecordMeeting) /*@edge AppFeature RecordMeeting stack path AppFeature.Path record navigationStack*/
          }
          @ObservableState
          struct State {
            var path = StackState<Path.State>()
            var syncUpsList = SyncUpsList.State() /*@edge AppFeature SyncUpsList scope syncUpsList*/
          }
          enum Action {
            case path(StackActionOf<Path>)
            case syncUpsList(SyncUpsList.Action)
          }
          var body: some ReducerOf<Self> {
            Scope(state: \\.syncUpsList, action: \\.syncUpsList) {
              SyncUpsList()
            }
            Reduce { state, action in .none }
            .forEach(\\.path, action: \\.path)
          }
        }

        struct AppView: View {
          @Bindable var store: StoreOf<AppFeature>
          var body: some View {
            NavigationStack(path: $store.scope(state: \\.path, action: \\.path)) {
              SyncUpsListView(store: store.scope(state: \\.syncUpsList, action: \\.syncUpsList))
            } destination: { store in
              switch store.case {
              case let .detail(store): SyncUpDetailView(store: store)
              case let .meeting(meeting, syncUp): MeetingView(meeting: meeting, syncUp: syncUp)
              case let .record(store): RecordMeetingView(store: store)
              }
            }
          }
        }
        """,
      "Sources/SyncUps/Features.swift": """
        @Reducer struct SyncUpDetail { /*@feature SyncUpDetail struct*/
          struct State {}
          enum Action {}
        }
        @Reducer struct RecordMeeting { /*@feature RecordMeeting struct*/
          struct State {}
          enum Action {}
        }
        @Reducer struct SyncUpsList { /*@feature SyncUpsList struct*/
          struct State {}
          enum Action {}
        }
        struct Meeting: Hashable {}
        struct SyncUp: Hashable {}
        /*@root AppFeature*/
        """,
    ]).check()
  }
}
