import NavGraphCore
import NavGraphLint
import Testing

@Suite struct UnhandledPromptActionRuleTests {
  @Test func examples() {
    RuleExamples.check(UnhandledPromptActionRule())
  }

  /// A feature whose dialog holds its own actions; `handling` is how its reducer matches the
  /// dialog's presentation case.
  private static func roster(handling: String) -> String {
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

    """# + handling + #"""
          }
        }
      }
    }
    extension ConfirmationDialogState where Action == Roster.Action {
      static var notEnoughTeams: Self {
        ConfirmationDialogState {
          TextState("Not enough teams")
        } actions: {
          ButtonState(role: .cancel) { TextState("OK") }
          ButtonState(action: .send(.addTeam, animation: .default)) { TextState("Add a team") }
        }
      }
    }
    """#
  }

  @Test func aDialogActionSwallowedByItsDismissalIsReported() {
    let findings = RuleExamples.lint(
      Self.roster(handling: "case .notEnoughTeams:\n state.notEnoughTeams = nil\n return .none\n"),
      with: UnhandledPromptActionRule())
    #expect(findings.map(\.feature) == ["Roster"])
    #expect(findings.first?.message.contains("\"Add a team\" button") == true)
    #expect(findings.first?.message.contains(".notEnoughTeams(.presented(.addTeam))") == true)
  }

  /// The presentation's argument written as a raw identifier is the same type.
  @Test func aPresentationOfATypeInBackticksCarriesThePrompt() {
    let source = Self.roster(
      handling: "case .notEnoughTeams:\n state.notEnoughTeams = nil\n return .none\n"
    ).replacingOccurrences(
      of: "case notEnoughTeams(PresentationAction<Action>)",
      with: "case notEnoughTeams(PresentationAction<`Action`>)")
    let findings = RuleExamples.lint(source, with: UnhandledPromptActionRule())
    #expect(findings.map(\.feature) == ["Roster"])
    #expect(findings.first?.message.contains("button of a confirmation dialog Roster") == true)
  }

  @Test func aDialogActionNamedReadOrForwardedIsAnswered() {
    for handling in [
      "case .notEnoughTeams(.presented(.addTeam)):\n return .send(.addTeam)\n"
        + "case .notEnoughTeams:\n return .none\n",
      "case let .notEnoughTeams(.presented(choice)):\n return .send(choice)\n"
        + "case .notEnoughTeams:\n return .none\n",
      "case .notEnoughTeams:\n return reduceDialog(&state, action)\n",
      "case .notEnoughTeams:\n if case .presented(.addTeam) = action { state.notEnoughTeams = nil }\n"
        + " return .none\n",
    ] {
      let findings = RuleExamples.lint(
        Self.roster(handling: handling), with: UnhandledPromptActionRule())
      #expect(findings.isEmpty, "\(handling)")
    }
  }

  /// A prompt built in an extension of its type as `Self { ... }` or `Self.init { ... }`: the
  /// same construction, so the same finding.
  @Test func aPromptBuiltAsSelfOrSelfInitIsRead() {
    for spelling in ["Self", "Self.init"] {
      let source = #"""
        @Reducer
        struct Profile {
          @ObservableState
          struct State { @Presents var alert: AlertState<Action.Alert>? }
          enum Action {
            case blockTapped
            case alert(PresentationAction<Alert>)
            enum Alert: Equatable { case block }
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .blockTapped:
                state.alert = .block
                return .none
              case .alert:
                return .none
              }
            }
            .ifLet(\.$alert, action: \.alert)
          }
        }
        extension AlertState where Action == Profile.Action.Alert {
          static let block = \#(spelling) {
            TextState("Block?")
          } actions: {
            ButtonState(role: .destructive, action: .block) { TextState("Block") }
            ButtonState(role: .cancel) { TextState("Cancel") }
          }
        }
        """#
      let findings = RuleExamples.lint(source, with: UnhandledPromptActionRule())
      #expect(findings.map(\.case) == ["alert.presented.block"], "\(spelling)")
    }
  }

  /// A `default:` may send anything anywhere: nothing names the case, nothing is claimed.
  @Test func aCaseNoPatternNamesSaysNothing() {
    let findings = RuleExamples.lint(
      Self.roster(handling: "default:\n return .none\n"), with: UnhandledPromptActionRule())
    #expect(findings.isEmpty)
  }

  /// Two cases could carry an inline alert's buttons: which one does is not known.
  @Test func anInlineAlertBesideTwoPromptCasesSaysNothing() {
    let source = #"""
      @Reducer
      struct Inbox {
        @ObservableState
        struct State: Equatable {
          @Presents var alert: AlertState<Action.Alert>?
          @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
        }
        enum Action {
          case deleteTapped
          case alert(PresentationAction<Alert>)
          case dialog(PresentationAction<Dialog>)
          enum Alert: Equatable { case confirmDelete }
          enum Dialog: Equatable { case archive }
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .deleteTapped:
              state.alert = AlertState {
                TextState("Delete?")
              } actions: {
                ButtonState(role: .destructive, action: .confirmDelete) { TextState("Delete") }
              }
              return .none
            case .alert, .dialog:
              return .none
            }
          }
          .ifLet(\.$alert, action: \.alert)
          .ifLet(\.$dialog, action: \.dialog)
        }
      }
      """#
    #expect(RuleExamples.lint(source, with: UnhandledPromptActionRule()).isEmpty)
  }
}
