import NavGraph
import NavGraphSyntax
import Testing

/// TCA before its navigation tools (0.41-0.53): optional alert state shown by the view,
/// optional child state presented with `.sheet(isPresented:)` around an `IfLetStore`.
@Suite struct PreNavigationToolsTests {
  @Test func optionalAlertFieldAndIfLetStoreInASheet() {
    MarkedSources([
      "Sources/App/Settings.swift": """
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
    ]).check()
  }
}
