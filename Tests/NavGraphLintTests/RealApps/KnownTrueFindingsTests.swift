import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

/// Real defects the lint found in open-source apps, reduced to sources of our own: each must
/// stay reported, at its severity, whatever the rules learn about false findings.
@Suite struct KnownTrueFindingsTests {
  static func findings(_ source: String, configuration: LintConfiguration = .init())
    -> [String]
  {
    let scan = SourceScanner().scan(sources: ["Sources/App/App.swift": source])
    return Linter(configuration: configuration).lint(LintInput(scan: scan)).map {
      "\($0.severity.rawValue) \($0.rule) \($0.feature ?? "-") \($0.fields ?? []) \($0.case ?? "-")"
    }
  }

  /// An alert without buttons shown on a failed send, whose every action falls to a case that
  /// returns `.none`: nothing ever clears it.
  @Test func anAlertNothingDismisses() {
    let found = Self.findings(#"""
      @Reducer
      struct Chat {
        @ObservableState
        struct State { @Presents var alert: AlertState<Action.Alert>? }
        enum Action {
          case alert(PresentationAction<Alert>)
          case sendFailed
          enum Alert {}
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .sendFailed:
              state.alert = AlertState { TextState("Not sent") }
              return .none
            case .alert:
              return .none
            }
          }
        }
      }
      struct ChatView: View {
        @Bindable var store: StoreOf<Chat>
        var body: some View { List {}.alert($store.scope(state: \.alert, action: \.alert)) }
      }
      """#)
    #expect(found == ["error unintegrated-presentation Chat [\"alert\"] -"])
  }

  /// A confirmation dialog cleared only by an action nothing sends: its Cancel (the system's)
  /// sends a dismissal nothing handles.
  @Test func aDialogOnlyAnUnsentActionClears() {
    let found = Self.findings(#"""
      @Reducer
      struct Root {
        @ObservableState
        struct State { @Presents var confirmationDialog: ConfirmationDialogState<Action.Dialog>? }
        enum Action {
          case confirmationDialog(PresentationAction<Dialog>)
          case rescanTapped, cancelRescan
          enum Dialog { case rescan }
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .rescanTapped:
              state.confirmationDialog = ConfirmationDialogState {
                TextState("Rescan?")
              } actions: {
                ButtonState(action: .rescan) { TextState("Rescan") }
              }
              return .none
            case .cancelRescan:
              state.confirmationDialog = nil
              return .none
            case .confirmationDialog:
              return .none
            }
          }
        }
      }
      """#)
    // Its Rescan, besides the system's Cancel, sends an action nothing matches.
    #expect(
      found == [
        "error unintegrated-presentation Root [\"confirmationDialog\"] -",
        "warning unhandled-prompt-action Root [] confirmationDialog.presented.rescan",
      ])
  }

  /// A hand-written Destination whose body forgets a case's `Scope`, a case the app builds:
  /// its actions are dropped. The rule is off by default; turned on, it reports it.
  @Test func aDestinationCaseWithoutItsScope() {
    let source = #"""
      struct Details: Reducer {
        struct Destination: Reducer {
          enum State { case persona(Persona.State), details(Details.State) }
          enum Action { case persona(Persona.Action), details(Details.Action) }
          var body: some ReducerOf<Self> {
            Scope(state: /State.persona, action: /Action.persona) { Persona() }
          }
        }
        struct State { @PresentationState var destination: Destination.State? }
        enum Action { case destination(PresentationAction<Destination.Action>), tapped }
        var body: some ReducerOf<Self> {
          Reduce { state, _ in
            state.destination = .details(Details.State())
            return .none
          }
          .ifLet(\.$destination, action: /Action.destination) { Destination() }
        }
      }
      @Reducer
      struct Persona {
        struct State {}
        enum Action { case tapped }
      }
      """#
    let unscoped = { (found: [String]) in found.filter { $0.contains("unscoped") } }
    #expect(unscoped(Self.findings(source)).isEmpty)
    let on = LintConfiguration(enabledRules: ["unscoped-destination-case"])
    #expect(unscoped(Self.findings(source, configuration: on)) == [
      "error unscoped-destination-case Details.Destination [] details"
    ])
  }

  /// A Destination case nothing in the app builds: a screen users can never reach.
  @Test func aDestinationCaseNothingBuilds() {
    let found = Self.findings(#"""
      @Reducer
      struct Home {
        @Reducer
        enum Destination {
          case accountDetails(AccountDetails)
          case directory(Directory)
        }
        @ObservableState
        struct State { @Presents var destination: Destination.State? }
        enum Action { case destination(PresentationAction<Destination.Action>), accountTapped }
        var body: some ReducerOf<Self> {
          Reduce { state, _ in
            state.destination = .accountDetails(AccountDetails.State())
            return .none
          }
          .ifLet(\.$destination, action: \.destination)
        }
      }
      @Reducer struct AccountDetails {}
      @Reducer struct Directory {}
      """#)
    #expect(found == ["warning unreachable-destination-case Home.Destination [] directory"])
  }

  /// The same stack integrated twice, once per tab's body: every action runs the screens twice.
  @Test func aStackIntegratedTwice() {
    let found = Self.findings(#"""
      @Reducer
      struct Root {
        @Reducer
        enum Path { case about(About) }
        @ObservableState
        struct State { var path = StackState<Path.State>() }
        enum Action { case path(StackActionOf<Path>), aboutTapped }
        var body: some ReducerOf<Self> {
          Reduce { state, _ in
            state.path.append(.about(About.State()))
            return .none
          }
          .forEach(\.path, action: \.path)
          .forEach(\.path, action: \.path)
        }
      }
      @Reducer struct About {}
      """#)
    #expect(found.contains { $0.hasPrefix("error duplicate-integration Root") })
  }
}
