import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

@Suite struct UnreachablePathCaseRuleTests {
  @Test func examples() {
    RuleExamples.check(UnreachablePathCaseRule())
  }

  @Test func unqualifiedNavigationLinkAndPushCount() {
    let findings = RuleExamples.lint(#"""
      @Reducer
      struct App {
        @Reducer
        enum Path {
          case detail(Detail)
          case settings(Settings)
        }
        @ObservableState
        struct State { var path = StackState<Path.State>() }
        enum Action { case path(StackActionOf<Path>), open }
        var body: some ReducerOf<Self> {
          Reduce { state, _ in
            state.path.push(id: 0, state: .settings(Settings.State()))
            return .none
          }
          .forEach(\.path, action: \.path)
        }
      }
      @Reducer struct Detail {}
      @Reducer struct Settings {}
      struct AppView: View {
        var body: some View { NavigationLink(state: .detail(Detail.State())) { Text("Go") } }
      }
      """#, with: UnreachablePathCaseRule())
    #expect(findings == [])
  }
}
