import NavGraphCore
import NavGraphFacts

/// A destructive button of an alert or dialog with no action: tapping it only closes the
/// prompt, so what it offers to destroy is never destroyed.
package struct ActionlessDestructiveButtonRule: LintRule {
  package init() {}

  package let description = RuleDescription(
    identifier: "actionless-destructive-button",
    defaultSeverity: .error,
    summary: "A destructive button of an alert or dialog with no action: tapping it only "
      + "closes the prompt.",
    rationale: """
      A button of an `AlertState` or `ConfirmationDialogState` sends its `action:` when \
      tapped; one without an action sends nothing but the prompt's dismissal, exactly as a \
      Cancel does. A destructive button (`ButtonState(role: .destructive) { ... }`, \
      `.destructive(TextState("Delete"))`) without an action therefore cannot be told from \
      Cancel: the user confirms the deletion, the prompt closes, and nothing is deleted, \
      while the reducer's handler for the confirmation waits for an action no button sends. \
      Give the button its action (`action: .confirmDelete`, or `action: .send(.confirmDelete)` \
      before 1.0) and handle it in the reducer. The prompt's buttons are read where it is \
      built: in the feature's code or in an `extension AlertState where Action == \
      Feature.Action.Alert`. An alert whose one button is destructive (an acknowledgement \
      drawn in red) says nothing; an alert whose other buttons all have actions, built by a \
      feature that handles a dismissal itself (`case .alert(.dismiss):`), may do the work \
      there, and is a note.
      """,
    triggeringExamples: [
      Example(
        Self.feature(
          alert: Self.deleteAlert(
            destructive: #"↓ButtonState(role: .destructive) { TextState("Delete") }"#))),
      // A dialog built in a helper of the prompt's type: its `where` clause names the feature.
      Example(
        Self.feature(alert: ".deleteItem", prompt: "ConfirmationDialogState") + #"""

          extension ConfirmationDialogState where Action == Inventory.Action.Alert {
            static var deleteItem: Self {
              ConfirmationDialogState {
                TextState("Delete this item?")
              } actions: {
                ↓ButtonState.destructive(TextState("Delete"))
              }
            }
          }
          """#),
      // Before 1.0: the initializer's buttons.
      Example(
        Self.feature(
          alert: #"""
            AlertState(
                      title: TextState("Delete this item?"),
                      primaryButton: ↓.destructive(TextState("Delete")),
                      secondaryButton: .cancel(TextState("Cancel")))
            """#)),
    ],
    nonTriggeringExamples: [
      // The destructive button sends its action.
      Example(
        Self.feature(
          alert: Self.deleteAlert(
            destructive:
              #"ButtonState(role: .destructive, action: .confirmDelete) { TextState("Delete") }"#
          ))),
      // A Cancel and an acknowledgement need no action.
      Example(
        Self.feature(
          alert: #"""
            AlertState(title: TextState("Saved"), dismissButton: .default(TextState("OK")))
            """#)),
      // An alert whose one button is destructive: an acknowledgement drawn in red.
      Example(
        Self.feature(
          alert: #"""
            AlertState {
                      TextState("The item could not be saved")
                    } actions: {
                      ButtonState(role: .destructive) { TextState("OK") }
                    }
            """#)),
      // Before 1.0, with the action spelled `send:`.
      Example(
        Self.feature(
          alert: #"""
            AlertState(
                      title: TextState("Delete this item?"),
                      primaryButton: .destructive(TextState("Delete"), send: .confirmDelete),
                      secondaryButton: .cancel())
            """#)),
    ])

  /// An alert built with the result builders: a Cancel and `destructive`, as written.
  private static func deleteAlert(destructive: String) -> String {
    #"""
    AlertState {
              TextState("Delete this item?")
            } actions: {
              ButtonState(role: .cancel) { TextState("Cancel") }
              \#(destructive)
            }
    """#
  }

  /// The feature the examples share: an alert set on a tap, whose confirmation the reducer
  /// handles; `alert` is the prompt as written where the state is set, `prompt` its type.
  private static func feature(alert: String, prompt: String = "AlertState") -> String {
    #"""
    @Reducer
    struct Inventory {
      @ObservableState
      struct State { @Presents var alert: \#(prompt)<Action.Alert>? }
      enum Action {
        case alert(PresentationAction<Alert>)
        case deleteTapped
        enum Alert { case confirmDelete }
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .deleteTapped:
            state.alert = \#(alert)
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
    """#
  }

  package func findings(in context: LintContext) -> [Finding] {
    var result: [Finding] = []
    for feature in context.features {
      for build in feature.promptBuilds {
        for button in build.buttons where button.role == .destructive && !button.hasAction {
          guard let severity = severity(of: button, in: build, of: feature) else { continue }
          var found = finding(
            feature: feature.name, location: button.location,
            message: message(for: button, in: build, of: feature))
          found.severity = severity
          result.append(found)
        }
      }
    }
    return result
  }

  /// `error` where the tap can only close the prompt as Cancel does; `note` where the feature
  /// may tell it apart by its dismissal; `nil` for an alert's one button (an acknowledgement).
  private func severity(of button: PromptButton, in build: PromptBuild, of feature: FeatureFacts)
    -> Finding.Severity?
  {
    if build.kind == .alert, build.buttons.count == 1 { return nil }
    // A dialog always has a Cancel (the system's, outside it); another button without an
    // action sends the same dismissal.
    let closesAlike =
      build.kind == .dialog || build.buttons.contains { $0 != button && !$0.hasAction }
    // Only a handler of the dismissal itself tells it apart; one that takes every action of
    // a case (`case .alert: state.alert = nil`) treats the tap as the dismissal.
    if !closesAlike, feature.dismissHandlers.contains(where: { !$0.isCatchAll }) { return .note }
    return .error
  }

  private func message(for button: PromptButton, in build: PromptBuild, of feature: FeatureFacts)
    -> String
  {
    let what = build.kind == .dialog ? "confirmation dialog" : "alert"
    let article = build.kind == .dialog ? "a" : "an"
    let name = button.label.map { "\"\($0)\"" } ?? "destructive"
    return "The \(name) button of \(article) \(what) \(feature.name) builds has no action: "
      + "tapping it only closes the \(what), as Cancel does, and what it offers to destroy is "
      + "never destroyed; give it an action (ButtonState(role: .destructive, action: "
      + ".confirm)) and handle that action in \(feature.name)'s reducer"
  }
}
