import NavGraphCore

/// An optional presentation field nothing ever sets.
package struct UnreachablePresentationRule: LintRule {
  package init() {}

  package let description = RuleDescription(
    identifier: "unreachable-presentation",
    defaultSeverity: .warning,
    summary: "An optional presentation field that no non-test code ever sets: it is never shown.",
    rationale: """
      A `@Presents` (or `@PresentationState`) field, an optional alert or dialog, or optional \
      child state the feature runs with `ifLet` shows something only once code sets it: an \
      assignment in a reducer (`state.alert = AlertState(...)`), a state built with it \
      (`Feature.State(destination: .edit(...))`), or an initial value. When no code outside \
      tests does any of these, the presentation can never appear, and its integration, its \
      view modifier and its handlers are dead code: remove the field (and its Destination \
      cases), or add the code that presents it. This is reported once, here, rather than as \
      a missing `ifLet` or as each of its Destination's cases never built.
      """,
    triggeringExamples: [
      Example(
        #"""
        @Reducer
        struct Comment {
          @Reducer
          enum Destination { case report(Report) }
          @ObservableState
          struct State {
            @Presents var destination: Destination.State?
            @Presents var ↓alert: AlertState<Action.Alert>?
          }
          enum Action {
            case destination(PresentationAction<Destination.Action>)
            case alert(PresentationAction<Alert>)
            case reportTapped
            enum Alert { case ok }
          }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              if case .reportTapped = action { state.destination = .report(Report.State()) }
              return .none
            }
            .ifLet(\.$destination, action: \.destination)
            .ifLet(\.$alert, action: \.alert)
          }
        }
        @Reducer struct Report {}
        """#),
      // An initializer that hands a parameter on sets the field only where callers pass it.
      Example(
        #"""
        @Reducer
        struct Reply {
          @ObservableState
          struct State {
            @Presents var ↓alert: AlertState<Action.Alert>?
            init(alert: AlertState<Action.Alert>? = nil) { self.alert = alert }
          }
          enum Action {
            case alert(PresentationAction<Alert>)
            enum Alert { case ok }
          }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.ifLet(\.$alert, action: \.alert)
          }
        }
        @Reducer
        struct Thread {
          struct State { var reply = Reply.State() }
        }
        """#),
    ],
    nonTriggeringExamples: [
      Example(
        #"""
        @Reducer
        struct Reply {
          @ObservableState
          struct State {
            @Presents var alert: AlertState<Action.Alert>?
            init(alert: AlertState<Action.Alert>? = nil) { self.alert = alert }
          }
          enum Action {
            case alert(PresentationAction<Alert>)
            enum Alert { case ok }
          }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.ifLet(\.$alert, action: \.alert)
          }
        }
        @Reducer
        struct Thread {
          struct State {
            var reply = Reply.State(alert: AlertState { TextState("Sent") })
          }
        }
        """#),
      // Presented at launch by its initial value.
      Example(
        #"""
        @Reducer
        struct Onboarding {
          @ObservableState
          struct State { @Presents var welcome: Welcome.State? = Welcome.State() }
          enum Action { case welcome(PresentationAction<Welcome.Action>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.ifLet(\.$welcome, action: \.welcome) { Welcome() }
          }
        }
        @Reducer struct Welcome {}
        """#),
      // Set through a child's state by its parent.
      Example(
        #"""
        @Reducer
        struct Editor {
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
        @Reducer
        struct Document {
          struct State { var editor = Editor.State() }
          enum Action { case editor(Editor.Action), saveFailed }
          var body: some ReducerOf<Self> {
            Scope(state: \.editor, action: \.editor) { Editor() }
            Reduce { state, _ in
              state.editor.alert = AlertState { TextState("Not saved") }
              return .none
            }
          }
        }
        """#),
    ])

  package func findings(in context: LintContext) -> [Finding] {
    var result: [Finding] = []
    for feature in context.features {
      for field in feature.presentationFields where !field.isSet {
        let what =
          field.isAlertOrDialog
          ? (field.isDialog ? "confirmation dialog" : "alert") : "presentation"
        result.append(
          finding(
            feature: feature.name, fields: [field.name], location: field.location,
            message: "\(feature.name).State.\(field.name) is never set outside tests, so its "
              + "\(what) is never shown; remove the field (and what integrates and presents it) "
              + "or add the code that presents it"))
      }
    }
    return result
  }
}
