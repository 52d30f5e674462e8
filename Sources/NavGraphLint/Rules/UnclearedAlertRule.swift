import NavGraphCore
import NavGraphFacts

/// A plain optional alert or dialog (no `@Presents`, no `ifLet`) that nothing ever clears.
package struct UnclearedAlertRule: LintRule {
  package init() {}

  package let description = RuleDescription(
    identifier: "uncleared-alert",
    defaultSeverity: .error,
    summary: "A plain optional alert or dialog that a view shows and no code ever sets to nil.",
    rationale: """
      An optional `AlertState` or `ConfirmationDialogState` held without `@Presents` (the \
      style before 1.0, or a field kept apart from the Destination) is shown by the view \
      alone: `.alert(store.scope(state: \\.alert), dismiss: .alertDismissed)` sends the \
      dismiss action when the alert closes, and the reducer must set the field to nil then. \
      When no code sets it to nil — the dismiss action falls into `default: return .none` and \
      no parent clears it either — the state keeps the alert after it has closed: the next \
      `state.alert = ...` changes nothing the view sees, so the next alert never shows. \
      Handle the dismiss action with `state.alert = nil`, or hold the field with `@Presents` \
      and integrate it with `ifLet`, which clears it on dismissal. A field nothing sets is \
      `unreachable-presentation`'s, and one no view shows is `presentation-without-view`'s; \
      where the reducer handles the dismissal in code navviz does not follow (a `case \
      .alert(.dismiss):` calling a helper), or an `ifLet` navviz could not read may \
      integrate it, nothing is reported.
      """,
    triggeringExamples: [
      Example(
        #"""
        struct Profile: Reducer {
          struct State: Equatable {
            var ↓alert: AlertState<Action>?
          }
          enum Action: Equatable { case saveFailed, alertDismissed }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .saveFailed:
                state.alert = AlertState { TextState("Not saved") }
                return .none
              default:
                return .none
              }
            }
          }
        }
        struct ProfileView: View {
          let store: StoreOf<Profile>
          var body: some View {
            Text("").alert(store.scope(state: \.alert, action: { $0 }), dismiss: .alertDismissed)
          }
        }
        """#)
    ],
    nonTriggeringExamples: [
      // Cleared when the view reports the dismissal.
      Example(
        #"""
        struct Profile: Reducer {
          struct State: Equatable { var alert: AlertState<Action>? }
          enum Action: Equatable { case saveFailed, alertDismissed }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              switch action {
              case .saveFailed:
                state.alert = AlertState { TextState("Not saved") }
              case .alertDismissed:
                state.alert = nil
              }
              return .none
            }
          }
        }
        struct ProfileView: View {
          let store: StoreOf<Profile>
          var body: some View {
            Text("").alert(store.scope(state: \.alert, action: { $0 }), dismiss: .alertDismissed)
          }
        }
        """#),
      // Cleared by the parent that holds the child's state.
      Example(
        #"""
        struct Child: Reducer {
          struct State: Equatable { var alert: AlertState<Action>? }
          enum Action: Equatable { case failed, alertDismissed }
          var body: some ReducerOf<Self> {
            Reduce { state, _ in
              state.alert = AlertState { TextState("Failed") }
              return .none
            }
          }
        }
        struct ChildView: View {
          let store: StoreOf<Child>
          var body: some View {
            Text("").alert(store.scope(state: \.alert, action: { $0 }), dismiss: .alertDismissed)
          }
        }
        struct Parent: Reducer {
          struct State: Equatable { var child = Child.State() }
          enum Action: Equatable { case child(Child.Action) }
          var body: some ReducerOf<Self> {
            Scope(state: \.child, action: /Action.child) { Child() }
            Reduce { state, action in
              if case .child(.alertDismissed) = action { state.child.alert = .none }
              return .none
            }
          }
        }
        """#),
      // `@Presents` with `ifLet`: dismissal clears it.
      Example(
        #"""
        @Reducer
        struct Profile {
          @ObservableState
          struct State { @Presents var alert: AlertState<Action.Alert>? }
          enum Action {
            case alert(PresentationAction<Alert>)
            case saveFailed
            enum Alert { case ok }
          }
          var body: some ReducerOf<Self> {
            Reduce { state, _ in
              state.alert = AlertState { TextState("Not saved") }
              return .none
            }
            .ifLet(\.$alert, action: \.alert)
          }
        }
        struct ProfileView: View {
          @Bindable var store: StoreOf<Profile>
          var body: some View { Text("").alert($store.scope(state: \.alert, action: \.alert)) }
        }
        """#),
    ])

  package func findings(in context: LintContext) -> [Finding] {
    var result: [Finding] = []
    for feature in context.features {
      for field in feature.presentationFields where isUncleared(field, of: feature, in: context) {
        let what = field.isDialog ? "confirmation dialog" : "alert"
        result.append(
          finding(
            feature: feature.name, fields: [field.name], location: field.location,
            message: "\(feature.name).State.\(field.name) is a plain optional \(what) that no "
              + "code sets to nil: after it closes the state keeps it, and the next one set "
              + "is never shown; set it to nil when the view's dismiss action arrives, or hold "
              + "it with @Presents and integrate it with .ifLet"))
      }
    }
    return result
  }

  /// A 1.x alert or dialog without wrapper or `ifLet`, set and shown, that nothing clears.
  private func isUncleared(
    _ field: StateField, of feature: FeatureFacts, in context: LintContext
  ) -> Bool {
    field.wrapper == nil && field.prompt == nil && field.isAlertOrDialog && field.isSet
      && field.projectedFrom == nil
      && (field.viewUse == .presented || field.viewUse == .mentioned)
      && !feature.integrations(onField: field.name).contains(where: { $0.op == .ifLet })
      && context.nothingClears(field, of: feature)
  }
}
