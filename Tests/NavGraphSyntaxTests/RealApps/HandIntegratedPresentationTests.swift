import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

/// Alerts and dialogs a reducer integrates by hand, without `ifLet`, as apps that predate the
/// navigation tools do: clearing the field when its dismissal arrives is an integration; a
/// dialog whose dismissal nothing handles stays presented, and is still an error.
@Suite struct HandIntegratedPresentationTests {
  static let source = #"""
    @Reducer
    struct Root {
      @ObservableState
      struct State {
        @Presents var alert: AlertState<Action.Alert>?
        @Presents var confirmationDialog: ConfirmationDialogState<Action.Dialog>?
        @Presents var sheet: Sheet.State?
      }

      enum Action {
        case alert(PresentationAction<Alert>)
        case confirmationDialog(PresentationAction<Dialog>)
        case sheet(PresentationAction<Sheet.Action>)
        case rescanTapped, cancelRescan, failed, sheetTapped
        enum Alert { case ok }
        enum Dialog { case rescan }
      }

      var body: some Reducer<State, Action> {
        Reduce { state, action in
          switch action {
          case .alert(.presented(let action)):
            return .send(.alert(.presented(action)))
          case .alert(.dismiss):
            state.alert = nil
            return .none
          case .rescanTapped:
            state.confirmationDialog = ConfirmationDialogState { TextState("Rescan?") }
            return .none
          case .cancelRescan:
            state.confirmationDialog = nil
            return .none
          case .failed:
            state.alert = AlertState { TextState("Failed") }
            return .none
          case .sheetTapped:
            state.sheet = Sheet.State()
            return .none
          case .sheet(.dismiss):
            return closeSheet(&state)
          default:
            return .none
          }
        }
      }
    }

    @Reducer struct Sheet {}
    """#

  @Test func onlyTheDialogNothingDismissesIsAnError() {
    let scan = SourceScanner().scan(sources: ["Sources/Root/Root.swift": Self.source])
    let findings = Linter(rules: [UnintegratedPresentationRule()]).lint(LintInput(scan: scan))
    #expect(findings.map { "\($0.severity.rawValue) \($0.fields ?? [])" } == [
      "error [\"confirmationDialog\"]", "note [\"sheet\"]",
    ])
    #expect(findings.last?.message.hasPrefix(
      "Root.State.sheet has no ifLet and its dismissal is handled at Sources/Root/Root.swift:39:12"
    ) == true)
  }

  /// A case that takes every action of its own (`case .cancelRescan:`) and clears a field is
  /// kept too: a view may route the presentation's actions to it (lint pairs them).
  @Test func theHandlersAreFacts() throws {
    let scan = SourceScanner().scan(sources: ["Sources/Root/Root.swift": Self.source])
    let root = try #require(scan.facts.feature(named: "Root"))
    #expect(root.dismissHandlers.map { "\($0.actionPath) \($0.clearedFields)" } == [
      "[\"alert\"] [\"alert\"]", "[\"cancelRescan\"] [\"confirmationDialog\"]",
      "[\"sheet\"] []",
    ])
  }
}
