import NavGraphCore
import NavGraphLint
import Testing

@Suite struct ActionlessDestructiveButtonRuleTests {
  @Test func examples() {
    RuleExamples.check(ActionlessDestructiveButtonRule())
  }

  /// A row whose dialog is held in its own `Action` and cleared by a catch-all handler, the
  /// prompt built in a static helper of `ConfirmationDialogState` with `buttons` as written.
  private static func row(buttons: String) -> String {
    #"""
    @Reducer
    struct Row {
      @ObservableState
      struct State { @Presents var dialog: ConfirmationDialogState<Action>? }
      enum Action {
        case removeTapped
        case confirmRemove
        case dialog(PresentationAction<Action>)
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .removeTapped:
            state.dialog = .removeRow
            return .none
          case .confirmRemove:
            return .none
          case .dialog:
            state.dialog = nil
            return .none
          }
        }
      }
    }

    extension ConfirmationDialogState where Action == Row.Action {
      static var removeRow: Self {
        ConfirmationDialogState(titleVisibility: .visible) {
          TextState("Remove this row?")
        } actions: {
          \#(buttons)
        }
      }
    }
    """#
  }

  private static func findings(_ source: String) -> [Finding] {
    RuleExamples.lint(source, with: ActionlessDestructiveButtonRule())
  }

  /// The static helper of a plain `Action` (no `Alert` enum) is attributed to the feature its
  /// `where` clause names.
  @Test func aHelperOfTheFeaturesOwnActionIsItsPrompt() throws {
    let found = Self.findings(
      Self.row(
        buttons: """
          ButtonState.cancel(TextState("Cancel"))
              ButtonState.destructive(TextState("Remove"))
          """))
    let finding = try #require(found.first)
    #expect(found.count == 1)
    #expect(finding.feature == "Row")
    #expect(finding.severity == .error)
    #expect(finding.location?.line == 32)
    #expect(finding.message.contains("\"Remove\""))
  }

  @Test func aDestructiveButtonSendingItsActionSaysNothing() {
    let found = Self.findings(
      Self.row(
        buttons: """
          ButtonState.cancel(TextState("Cancel"))
              ButtonState.destructive(TextState("Remove"), action: .send(.confirmRemove))
          """))
    #expect(found.isEmpty)
  }

  @Test func cancelAloneSaysNothing() {
    #expect(Self.findings(Self.row(buttons: #"ButtonState(role: .cancel) { TextState("No") }"#))
      .isEmpty)
  }

  /// Before 0.40: `ConfirmationDialogState(title:buttons:)`, built in the reducer, buttons on
  /// the type (`AlertState.Button`) or implicit.
  @Test func theOlderInitializersButtons() {
    let source = { (remove: String) in
      #"""
      struct Library: ReducerProtocol {
        struct State: Equatable { var dialog: ConfirmationDialogState<Action>? }
        enum Action: Equatable { case deleteTapped, confirmDelete, dialogDismissed }
        func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
          switch action {
          case .deleteTapped:
            state.dialog = ConfirmationDialogState(
              title: TextState("Delete?"),
              buttons: [\#(remove), .cancel(TextState("Keep"))])
          case .confirmDelete, .dialogDismissed:
            state.dialog = nil
          }
          return .none
        }
      }
      """#
    }
    let missing = Self.findings(source(#"ConfirmationDialogState.Button.destructive(TextState("Delete"))"#))
    #expect(missing.map(\.severity) == [.error])
    #expect(missing.first?.location?.line == 9)
    #expect(Self.findings(source(#".destructive(TextState("Delete"), action: .send(.confirmDelete))"#))
      .isEmpty)
  }

  /// An alert whose other buttons all send actions, from a feature handling a dismissal
  /// itself: the handler may do the destructive work, so navviz cannot decide.
  @Test func aDismissalHandledByHandIsANote() {
    let found = Self.findings(
      #"""
      @Reducer
      struct Editor {
        @ObservableState
        struct State { @Presents var alert: AlertState<Action.Alert>? }
        enum Action {
          case closeTapped
          case alert(PresentationAction<Alert>)
          enum Alert { case save }
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .closeTapped:
              state.alert = AlertState {
                TextState("Unsaved changes")
              } actions: {
                ButtonState(action: .save) { TextState("Save") }
                ButtonState(role: .destructive) { TextState("Discard") }
              }
              return .none
            case .alert(.dismiss):
              return .none
            case .alert:
              return .none
            }
          }
          .ifLet(\.$alert, action: \.alert)
        }
      }
      """#)
    #expect(found.map(\.severity) == [.note])
  }

  /// A prompt built in a test describes no screen.
  @Test func aPromptInATestSaysNothing() {
    let found = RuleExamples.lint(
      Example(
        files: [
          "Tests/RowTests.swift": "import XCTest\n"
            + Self.row(buttons: #"ButtonState.destructive(TextState("Remove"))"#)
        ]), with: ActionlessDestructiveButtonRule())
    #expect(found.isEmpty)
  }

  static func impliedPrompt(fieldType: String) -> String {
    #"""
    @Reducer
    struct Shelf {
      @ObservableState
      struct State { @Presents var prompt: \#(fieldType)? }
      enum Action {
        case deleteTapped
        case prompt(PresentationAction<Prompt>)
        enum Prompt { case confirmDelete }
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .deleteTapped:
            state.prompt = .init(
              title: TextState("Delete?"),
              buttons: [.destructive(TextState("Delete")), .cancel(TextState("Cancel"))])
            return .none
          case .prompt:
            return .none
          }
        }
        .ifLet(\.$prompt, action: \.prompt)
      }
    }
    """#
  }

  /// `state.prompt = .init(title:buttons:)`: the type is the field's, and its buttons are
  /// read as those of any alert or dialog.
  @Test func aPromptBuiltWithItsTypeImpliedIsRead() {
    let alert = RuleExamples.lint(
      Self.impliedPrompt(fieldType: "AlertState<Action.Prompt>"),
      with: ActionlessDestructiveButtonRule())
    #expect(alert.map(\.severity) == [.error])
    #expect(alert.first?.message.hasPrefix("The \"Delete\" button of an alert Shelf") == true)
    let dialog = RuleExamples.lint(
      Self.impliedPrompt(fieldType: "ConfirmationDialogState<Action.Prompt>"),
      with: ActionlessDestructiveButtonRule())
    #expect(dialog.first?.message.hasPrefix("The \"Delete\" button of a confirmation") == true)
  }

  /// The same call assigned to a field of another type builds no prompt.
  @Test func anInitOfAnotherTypeIsNoPrompt() {
    let found = RuleExamples.lint(
      Self.impliedPrompt(fieldType: "Banner.State"), with: ActionlessDestructiveButtonRule())
    #expect(found.isEmpty)
  }
}
