import NavGraphCore
import NavGraphSyntax
import Testing

/// TCA before its navigation tools (0.41-0.53): optional alert state shown by the view,
/// optional child state presented with `.sheet(isPresented:)` around an `IfLetStore`.
@Suite struct PreNavigationToolsTests {
  @Test func optionalAlertFieldAndIfLetStoreInASheet() {
    MarkedSources(["Sources/App/Settings.swift": Self.settings]).check()
  }

  /// The state closure handed as a trailing closure (`store.scope { $0.alert }`) scopes as
  /// the labelled argument does.
  @Test func aScopeWithATrailingStateClosureIsRead() {
    let settings = Self.settings.replacingOccurrences(
      of: "self.store.scope(state: \\.alert)", with: "self.store.scope { $0.alert }")
    #expect(settings != Self.settings)
    MarkedSources(["Sources/App/Settings.swift": settings]).check()
  }

  static let settings = """
        struct Settings: ReducerProtocol { /*@feature Settings struct*/
          struct State: Equatable {
            var alert: AlertState<Action>? /*@edge Settings AlertState alert alert - - alert*/
            var dialog: ConfirmationDialogState<Action>? /*@edge Settings ConfirmationDialogState dialog dialog*/
            var editor: Editor.State? /*@edge Settings Editor presentation editor - - sheet*/
          }
          enum Action: Equatable {
            case alertDismissed
            case editor(Editor.Action)
            case setEditor(isPresented: Bool)
          }
          var body: some ReducerProtocolOf<Self> {
            Reduce { state, action in
              switch action {
              case .alertDismissed:
                state.alert = nil
                return .none
              default:
                return .none
              }
            }
            .ifLet(\\.editor, action: /Action.editor) {
              Editor()
            }
          }
        }
        struct SettingsView: View {
          let store: StoreOf<Settings>
          var body: some View {
            WithViewStore(self.store, observe: { $0 }) { viewStore in
              Form {}
                .alert(self.store.scope(state: \\.alert), dismiss: .alertDismissed)
                .sheet(
                  isPresented: viewStore.binding(
                    get: { $0.editor != nil }, send: Settings.Action.setEditor(isPresented:))
                ) {
                  IfLetStore(self.store.scope(state: \\.editor, action: Settings.Action.editor)) {
                    EditorView(store: $0)
                  }
                }
            }
          }
        }
        struct Editor: ReducerProtocol { /*@feature Editor struct*/
          struct State: Equatable {}
          enum Action: Equatable {}
          func reduce(into state: inout State, action: Action) -> EffectTask<Action> { .none }
        }
        /*@root Settings*/
        """
}

/// TCA before `ReducerProtocol` (up to 0.40): reducers are values composed with `pullback`.
@Suite struct ReducerValueTests {
  @Test func pullbackOptionalAndForEachBecomeEdges() {
    MarkedSources([
      "Sources/App/AppCore.swift": """
        struct AppState: Equatable {
          var settings: SettingsState? /*@edge appReducer settingsReducer presentation settings*/
          var todos: IdentifiedArrayOf<TodoState> = [] /*@edge appReducer todoReducer collection todos*/
          var profile = ProfileState() /*@edge appReducer Profile.reducer scope profile*/
        }
        enum AppAction: Equatable {
          case settings(SettingsAction)
          case todo(id: TodoState.ID, action: TodoAction)
          case profile(ProfileAction)
        }
        struct AppEnvironment {}

        let appReducer = Reducer<AppState, AppAction, AppEnvironment>.combine( /*@feature appReducer struct*/
          settingsReducer
            .optional()
            .pullback(state: \\.settings, action: /AppAction.settings, environment: { _ in .init() }),
          todoReducer.forEach(
            state: \\.todos, action: /AppAction.todo(id:action:), environment: { _ in .init() }),
          Profile.reducer.pullback(
            state: \\.profile, action: /AppAction.profile, environment: { _ in .init() }),
          Reducer { state, action, _ in
            .none
          }
        )
        """,
      "Sources/App/Children.swift": """
        struct SettingsState: Equatable {}
        enum SettingsAction: Equatable {}
        let settingsReducer: Reducer<SettingsState, SettingsAction, SettingsEnvironment> = /*@feature settingsReducer struct*/
          Reducer { _, _, _ in .none }
        struct TodoState: Equatable, Identifiable { let id: UUID }
        enum TodoAction: Equatable {}
        let todoReducer = AnyReducer<TodoState, TodoAction, TodoEnvironment> { _, _, _ in .none } /*@feature todoReducer struct*/
        struct ProfileState: Equatable {}
        enum ProfileAction: Equatable {}
        enum Profile {
          static let reducer = Reducer<ProfileState, ProfileAction, Void>.empty /*@feature Profile.reducer struct*/
        }
        /*@root appReducer*/
        """,
    ]).check()
  }
}
