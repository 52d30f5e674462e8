import NavGraphCore
import NavGraphFacts

/// A button of an alert or dialog whose action reaches no code: the reducer matches the
/// prompt's presentation case as a whole without reading what it holds, and no pattern names
/// the button's action under it.
package struct UnhandledPromptActionRule: LintRule {
  package init() {}

  package let description = RuleDescription(
    identifier: "unhandled-prompt-action",
    defaultSeverity: .warning,
    summary: "A button of an alert or dialog whose action no reducer reaches: tapping it only "
      + "closes the prompt.",
    rationale: """
      A presented alert or dialog sends its button's action inside the presentation: the \
      button `.send(.addTeam)` of a dialog held by `@Presents var dialog` arrives as \
      `.dialog(.presented(.addTeam))`, never as `.addTeam`. When the reducer matches that \
      case as a whole (`case .dialog: state.dialog = nil`) and no pattern names \
      `.presented(.addTeam)` or binds what the case holds, the tap only closes the prompt: \
      the handler written for `.addTeam` never runs. Match the button's action under the \
      presentation (`case .dialog(.presented(.addTeam)):`), or forward it (`case let \
      .dialog(.presented(action)): return .send(action)`). It speaks only where the \
      prompt's action type is known (written in an `extension AlertState where Action == \
      ...`, or the feature's one presentation case of a plain enum), where some pattern of \
      the app matches that case, and when no pattern anywhere names the action or reads \
      what the case holds.
      """,
    triggeringExamples: [
      Example(
        #"""
        @Reducer
        struct Roster {
          @ObservableState
          struct State: Equatable {
            @Presents var notEnoughTeams: ConfirmationDialogState<Action>?
          }
          enum Action: Equatable {
            case addTeam
            case shuffleTapped
            case notEnoughTeams(PresentationAction<Action>)
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .addTeam:
                return .none
              case .shuffleTapped:
                state.notEnoughTeams = .notEnoughTeams
                return .none
              case .notEnoughTeams:
                state.notEnoughTeams = nil
                return .none
              }
            }
          }
        }
        extension ConfirmationDialogState where Action == Roster.Action {
          static var notEnoughTeams: Self {
            ConfirmationDialogState {
              TextState("Not enough teams")
            } actions: {
              ↓ButtonState(action: .send(.addTeam)) { TextState("Add a team") }
            }
          }
        }
        """#),
      Example(
        #"""
        @Reducer
        struct Inbox {
          @ObservableState
          struct State: Equatable { @Presents var alert: AlertState<Action.Alert>? }
          enum Action {
            case deleteTapped
            case alert(PresentationAction<Alert>)
            enum Alert: Equatable { case confirmDelete }
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .deleteTapped:
                state.alert = AlertState {
                  TextState("Delete every message?")
                } actions: {
                  ↓ButtonState(role: .destructive, action: .confirmDelete) { TextState("Delete") }
                }
                return .none
              case .alert:
                return .none
              }
            }
            .ifLet(\.$alert, action: \.alert)
          }
        }
        """#),
    ],
    nonTriggeringExamples: [
      // The action is matched under the presentation.
      Example(
        #"""
        @Reducer
        struct Inbox {
          @ObservableState
          struct State: Equatable { @Presents var alert: AlertState<Action.Alert>? }
          enum Action {
            case deleteTapped
            case alert(PresentationAction<Alert>)
            enum Alert: Equatable { case confirmDelete }
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .deleteTapped:
                state.alert = AlertState {
                  TextState("Delete every message?")
                } actions: {
                  ButtonState(role: .destructive, action: .confirmDelete) { TextState("Delete") }
                }
                return .none
              case .alert(.presented(.confirmDelete)):
                return .none
              case .alert:
                return .none
              }
            }
            .ifLet(\.$alert, action: \.alert)
          }
        }
        """#),
      // What the presentation holds is forwarded.
      Example(
        #"""
        @Reducer
        struct Roster {
          @ObservableState
          struct State: Equatable {
            @Presents var notEnoughTeams: ConfirmationDialogState<Action>?
          }
          enum Action: Equatable {
            case addTeam
            indirect case notEnoughTeams(PresentationAction<Action>)
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .addTeam:
                return .none
              case let .notEnoughTeams(.presented(choice)):
                return .send(choice)
              case .notEnoughTeams:
                return .none
              }
            }
          }
        }
        extension ConfirmationDialogState where Action == Roster.Action {
          static var notEnoughTeams: Self {
            ConfirmationDialogState {
              TextState("Not enough teams")
            } actions: {
              ButtonState(action: .send(.addTeam)) { TextState("Add a team") }
            }
          }
        }
        """#),
      // Before 1.0 a plain alert sends the feature's own action, which its reducer handles.
      Example(
        #"""
        struct Inbox: ReducerProtocol {
          struct State: Equatable { var alert: AlertState<Action>? }
          enum Action: Equatable { case deleteTapped, confirmDelete, alertDismissed }
          func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
            switch action {
            case .deleteTapped:
              state.alert = AlertState(
                title: TextState("Delete?"),
                primaryButton: .destructive(TextState("Delete"), action: .send(.confirmDelete)),
                secondaryButton: .cancel(TextState("Cancel")))
              return .none
            case .confirmDelete, .alertDismissed:
              state.alert = nil
              return .none
            }
          }
        }
        """#),
    ])

  package func findings(in context: LintContext) -> [Finding] {
    guard let answered = context.facts?.answeredActions else { return [] }
    var result: [Finding] = []
    for feature in context.features {
      let cases = feature.actionCases.compactMap { PresentedPromptCase($0, of: feature) }
      guard !cases.isEmpty else { continue }
      var reported = Set<[String]>()
      for build in feature.promptBuilds {
        let carriers = cases.filter { $0.carries(actionType: build.actionType, of: feature) }
        // Which case carries the prompt must be certain; a case no pattern names, or whose
        // payload some pattern reads, may deliver it.
        guard carriers.count == 1, let carrier = carriers.first, answered.names(carrier.name),
          !answered.readsPresented(under: carrier.name)
        else { continue }
        for button in build.buttons {
          guard let sent = button.actionPath?.first,
            !Self.isAnswered(sent, through: carrier, answered),
            reported.insert([carrier.name, sent]).inserted
          else { continue }
          result.append(
            finding(
              feature: feature.name, case: "\(carrier.name).presented.\(sent)",
              location: button.location,
              message: message(button: button, sent: sent, carrier: carrier, feature: feature)))
        }
      }
    }
    return result
  }

  /// A pattern names the action under `presented`, or, for a prompt action enum of its own,
  /// some `switch` over that enum names it first.
  private static func isAnswered(
    _ sent: String, through carrier: PresentedPromptCase, _ answered: AnsweredActions
  ) -> Bool {
    if answered.namedPairs.contains(.init(outer: "presented", inner: sent)) { return true }
    if case .promptAction = carrier.holds { return answered.leadingCases.contains(sent) }
    return false
  }

  private func message(
    button: PromptButton, sent: String, carrier: PresentedPromptCase, feature: FeatureFacts
  ) -> String {
    let name = button.label.map { "The \"\($0)\" button" } ?? "A button"
    let arrives = ".\(carrier.name)(.presented(.\(sent)))"
    let handled =
      carrier.holds == .ownAction
      ? "; the handler of .\(sent) never runs for it" : ""
    return "\(name) of a prompt \(feature.name) presents sends .\(sent), which arrives as "
      + "\(arrives), and no reducer matches it: .\(carrier.name) is matched as a whole "
      + "without reading what it holds, so the tap only closes the prompt\(handled); match "
      + "case \(arrives): or forward what .\(carrier.name)(.presented) holds"
  }
}
