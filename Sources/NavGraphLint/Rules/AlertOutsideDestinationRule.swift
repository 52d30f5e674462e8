import NavGraphCore

/// An alert or dialog field beside a Destination enum field.
package struct AlertOutsideDestinationRule: LintRule {
  package init() {}

  package let description = RuleDescription(
    identifier: "alert-outside-destination",
    defaultSeverity: .warning,
    summary: "An alert or confirmation dialog held in its own field next to a Destination enum.",
    rationale: """
      A feature that already models its destinations as one enum keeps an alert in a \
      separate `@Presents var alert: AlertState<...>?` field; the alert and a destination \
      can then be non-nil together, which SwiftUI cannot show (one presentation is dropped \
      or the alert appears over a sheet being dismissed), and dismissing one does not clear \
      the other. Alerts and dialogs are destinations like any other: make them cases of the \
      enum (`case alert(AlertState<Alert>)`), which the `@Reducer` macro supports directly.
      """,
    triggeringExamples: [
      Example(#"""
        @Reducer
        struct SyncUpDetail {
          @Reducer
          enum Destination { case edit(SyncUpForm) }
          @ObservableState
          struct State {
            @Presents var destination: Destination.State?
            @Presents var ↓alert: AlertState<Action.Alert>?
          }
          enum Action {
            case destination(PresentationAction<Destination.Action>)
            case alert(PresentationAction<Alert>)
            case editTapped, deleteTapped
            enum Alert { case confirmDeletion }
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .editTapped: state.destination = .edit(SyncUpForm.State())
              case .deleteTapped: state.alert = AlertState { TextState("Delete?") }
              default: break
              }
              return .none
            }
            .ifLet(\.$destination, action: \.destination)
            .ifLet(\.$alert, action: \.alert)
          }
        }
        @Reducer struct SyncUpForm {}
        """#)
    ],
    nonTriggeringExamples: [
      Example(#"""
        @Reducer
        struct SyncUpDetail {
          @Reducer
          enum Destination {
            case edit(SyncUpForm)
            case alert(AlertState<Alert>)
            enum Alert { case confirmDeletion }
          }
          @ObservableState
          struct State { @Presents var destination: Destination.State? }
          enum Action { case destination(PresentationAction<Destination.Action>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.ifLet(\.$destination, action: \.destination)
          }
        }
        @Reducer struct SyncUpForm {}
        """#),
      // An alert alone is fine: there is nothing for it to collide with.
      Example(#"""
        @Reducer
        struct Login {
          @ObservableState
          struct State { @Presents var alert: AlertState<Action.Alert>? }
          enum Action {
            case alert(PresentationAction<Alert>)
            enum Alert { case ok }
          }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.ifLet(\.$alert, action: \.alert)
          }
        }
        """#),
    ])

  package func findings(in context: LintContext) -> [Finding] {
    var result: [Finding] = []
    for feature in context.features {
      let shown = feature.shownPresentationFields
      guard let destination = feature.destinationField(among: shown, in: context) else {
        continue
      }
      for field in shown where field.isAlertOrDialog {
        let kind = field.isDialog ? "a confirmation dialog" : "an alert"
        result.append(
          finding(
            feature: feature.name, fields: [field.name, destination.name],
            location: field.location,
            message: "\(feature.name).State.\(field.name) holds \(kind) outside "
              + "\(destination.child?.featureName ?? "Destination"), "
              + "so both can be presented at once; "
              + "make it a case of the enum"))
      }
    }
    return result
  }
}
