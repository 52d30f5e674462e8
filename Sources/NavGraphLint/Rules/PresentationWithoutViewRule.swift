import NavGraphCore

/// A presentation the reducer sets that none of the feature's views shows.
package struct PresentationWithoutViewRule: LintRule {
  package init() {}

  package let description = RuleDescription(
    identifier: "presentation-without-view",
    defaultSeverity: .warning,
    summary: "A presentation the reducer sets that none of the feature's views presents.",
    rationale: """
      State only reaches the screen through a view: an alert needs an `.alert` modifier \
      handed a store scoped to it, a sheet a `.sheet`, a pushed screen a \
      `.navigationDestination`. When a reducer sets a presentation field (`state.alert = \
      AlertState(...)` on a failed request) but none of the feature's views names that field \
      in any way — no scope, no key path, no modifier, not even a parent's view reaching it \
      through the child — the user never sees it: the error is swallowed, the sheet never \
      opens, and the state stays set. Add the modifier to the feature's view, or remove the \
      field. Reported only where the feature's views were found (a view that holds \
      `StoreOf<Feature>`): a feature drawn by code navviz does not read says nothing.
      """,
    triggeringExamples: [
      Example(
        #"""
        @Reducer
        struct Inbox {
          @ObservableState
          struct State {
            var messages: [String] = []
            @Presents var ↓alert: AlertState<Action.Alert>?
          }
          enum Action {
            case alert(PresentationAction<Alert>)
            case loadFailed
            enum Alert { case retry }
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              if case .loadFailed = action { state.alert = AlertState { TextState("Failed") } }
              return .none
            }
            .ifLet(\.$alert, action: \.alert)
          }
        }
        struct InboxView: View {
          let store: StoreOf<Inbox>
          var body: some View {
            List(store.messages, id: \.self) { Text($0) }
          }
        }
        """#)
    ],
    nonTriggeringExamples: [
      Example(
        #"""
        @Reducer
        struct Inbox {
          @ObservableState
          struct State { @Presents var alert: AlertState<Action.Alert>? }
          enum Action {
            case alert(PresentationAction<Alert>)
            case loadFailed
            enum Alert { case retry }
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              if case .loadFailed = action { state.alert = AlertState { TextState("Failed") } }
              return .none
            }
            .ifLet(\.$alert, action: \.alert)
          }
        }
        struct InboxView: View {
          @Bindable var store: StoreOf<Inbox>
          var body: some View {
            List {}.alert($store.scope(state: \.alert, action: \.alert))
          }
        }
        """#),
      // No view of the feature was found: nothing is said.
      Example(
        #"""
        @Reducer
        struct Inbox {
          @ObservableState
          struct State { @Presents var alert: AlertState<Action.Alert>? }
          enum Action {
            case alert(PresentationAction<Alert>)
            case loadFailed
            enum Alert { case retry }
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              if case .loadFailed = action { state.alert = AlertState { TextState("Failed") } }
              return .none
            }
            .ifLet(\.$alert, action: \.alert)
          }
        }
        """#),
      // A pre-observation view that reads the field through its view store.
      Example(
        #"""
        struct Inbox: Reducer {
          struct State { var alert: AlertState<Action>? }
          enum Action { case alertDismissed, loadFailed }
          func reduce(into state: inout State, action: Action) -> Effect<Action> {
            if case .loadFailed = action { state.alert = AlertState(title: TextState("Failed")) }
            return .none
          }
        }
        struct InboxView: View {
          let store: StoreOf<Inbox>
          var body: some View {
            WithViewStore(store, observe: { $0 }) { viewStore in
              List {}.alert(item: viewStore.binding(get: \.alert, send: .alertDismissed)) { _ in
                Alert(title: Text("Failed"))
              }
            }
          }
        }
        """#),
    ])

  package func findings(in context: LintContext) -> [Finding] {
    var result: [Finding] = []
    for feature in context.features {
      for field in feature.presentationFields where feature.isSetButShownByNoView(field) {
        // Drawn with a store of its own: `detached-child-store` says why it is not shown.
        if context.facts?.viewBuildsOwnStore(
          of: field.child?.featureName, inViewOf: feature.name) == true
        {
          continue
        }
        let modifier =
          field.isAlertOrDialog
          ? (field.isDialog ? ".confirmationDialog" : ".alert")
          : "a presentation modifier (.sheet, .navigationDestination, ...)"
        result.append(
          finding(
            feature: feature.name, fields: [field.name], location: field.location,
            message: "none of \(feature.name)'s views presents \(feature.name).State."
              + "\(field.name), so the user never sees it when code sets it; add \(modifier) "
              + "for it to the view, or remove the field"))
      }
    }
    return result
  }
}
