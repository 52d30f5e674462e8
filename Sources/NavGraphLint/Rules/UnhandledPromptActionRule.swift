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
      what the case holds; and only for a button meant to do more than close: one whose \
      action has a handler of its own, or, in a prompt action enum, one that is no Cancel \
      beside a way to only close (a dialog's, or a Cancel): an alert's one "OK" is an \
      acknowledgement.
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
                  ButtonState(role: .cancel) { TextState("Cancel") }
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
      // An acknowledgement and a Cancel only have to close, whatever they send.
      Example(
        #"""
        @Reducer
        struct Upload {
          @ObservableState
          struct State: Equatable {
            @Presents var alert: AlertState<Action.Alert>?
            @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
          }
          enum Action {
            case failed, retryTapped
            case alert(PresentationAction<Alert>)
            case dialog(PresentationAction<Dialog>)
            enum Alert: Equatable { case acknowledged }
            enum Dialog: Equatable { case retry, discard }
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .failed:
                state.alert = .failed
                return .none
              case .retryTapped:
                state.dialog = .retry
                return .none
              case .dialog(.presented(.retry)):
                return .none
              case .alert, .dialog:
                return .none
              }
            }
            .ifLet(\.$alert, action: \.alert)
            .ifLet(\.$dialog, action: \.dialog)
          }
        }
        extension AlertState where Action == Upload.Action.Alert {
          static let failed = Self {
            TextState("The upload failed")
          } actions: {
            ButtonState(action: .acknowledged) { TextState("OK") }
          }
        }
        extension ConfirmationDialogState where Action == Upload.Action.Dialog {
          static let retry = Self {
            TextState("Retry?")
          } actions: {
            ButtonState(action: .retry) { TextState("Retry") }
            ButtonState(role: .cancel, action: .discard) { TextState("Cancel") }
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
            Self.promisesWork(button, in: build, through: carrier, sent: sent, answered),
            !Self.isAnswered(sent, through: carrier, answered),
            reported.insert([carrier.name, sent]).inserted
          else { continue }
          result.append(
            finding(
              feature: feature.name, case: "\(carrier.name).presented.\(sent)",
              location: button.location,
              message: message(
                button: button, of: build, sent: sent, carrier: carrier, feature: feature)))
        }
      }
    }
    return result
  }

  /// Whether a tap is meant to do more than close the prompt. A button of the feature's own
  /// action is when that action has a handler of its own (the work is written, and cannot be
  /// reached). A button of a prompt action enum is when it is no Cancel and the prompt also
  /// offers a way to only close: a dialog (the system adds Cancel), or another button that is
  /// a Cancel or has no action; an alert's one button is an acknowledgement, and closing is
  /// all it has to do.
  private static func promisesWork(
    _ button: PromptButton, in build: PromptBuild, through carrier: PresentedPromptCase,
    sent: String, _ answered: AnsweredActions
  ) -> Bool {
    if carrier.holds == .ownAction { return answered.leadingCases.contains(sent) }
    guard button.role != .cancel else { return false }
    if build.kind == .dialog { return true }
    return build.buttons.contains { $0 != button && ($0.role == .cancel || !$0.hasAction) }
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
    button: PromptButton, of build: PromptBuild, sent: String, carrier: PresentedPromptCase,
    feature: FeatureFacts
  ) -> String {
    let name = button.label.map { "The \"\($0)\" button" } ?? "A button"
    let prompt = build.kind == .dialog ? "confirmation dialog" : "alert"
    let article = build.kind == .dialog ? "a" : "an"
    let arrives = ".\(carrier.name)(.presented(.\(sent)))"
    let handled =
      carrier.holds == .ownAction
      ? "; the handler of .\(sent) never runs for it" : ""
    return "\(name) of \(article) \(prompt) \(feature.name) presents sends .\(sent), which "
      + "arrives as \(arrives), and no reducer matches it: no pattern names it under "
      + ".presented or reads what .\(carrier.name) holds, so the tap only closes the "
      + "\(prompt)\(handled); match case \(arrives): or forward what "
      + ".\(carrier.name)(.presented) holds"
  }
}
