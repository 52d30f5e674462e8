import NavGraphCore

/// A Path case nothing pushes.
package struct UnreachablePathCaseRule: LintRule {
  package init() {}

  package let description = RuleDescription(
    identifier: "unreachable-path-case",
    defaultSeverity: .warning,
    summary: "A case of a Path enum reducer that no non-test code constructs.",
    rationale: """
      A stack screen is pushed by appending its case to the `StackState` \
      (`state.path.append(.detail(...))`), by `NavigationLink(state: .detail(...))`, or by \
      building the stack (`StackState([.detail(...)])`). A Path case that no code outside \
      tests builds in any of these ways can never be on screen: remove it, or add the link \
      or action that pushes it. With `--traces DIR`, a case that no recorded flow visited is \
      reported as a note.
      """,
    needsSourceFacts: false,
    triggeringExamples: [
      Example(#"""
        @Reducer
        struct App {
          @Reducer
          enum Path {
            case detail(Detail)
            case ↓settings(Settings)
          }
          @ObservableState
          struct State { var path = StackState<Path.State>() }
          enum Action {
            case path(StackActionOf<Path>)
            case open
          }
          var body: some ReducerOf<Self> {
            Reduce { state, _ in
              state.path.append(.detail(Detail.State()))
              return .none
            }
            .forEach(\.path, action: \.path)
          }
        }
        @Reducer struct Detail {}
        @Reducer struct Settings {}
        """#)
    ],
    nonTriggeringExamples: [
      Example(#"""
        @Reducer
        struct App {
          @Reducer
          enum Path {
            case detail(Detail)
            case settings(Settings)
          }
          @ObservableState
          struct State { var path = StackState<Path.State>([.detail(Detail.State())]) }
          enum Action { case path(StackActionOf<Path>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.forEach(\.path, action: \.path)
          }
        }
        @Reducer struct Detail {}
        @Reducer struct Settings {}
        struct AppView: View {
          var body: some View {
            NavigationLink(state: App.Path.State.settings(Settings.State())) { Text("Settings") }
          }
        }
        """#)
    ])

  package func findings(in context: LintContext) -> [Finding] {
    UnreachableCaseCheck(holder: .path).findings(in: context, rule: self)
  }
}
