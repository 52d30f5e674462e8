import NavGraphLint
import Testing

@Suite struct DeadActionCaseRuleTests {
  @Test func examples() {
    RuleExamples.check(DeadActionCaseRule())
  }

  /// A child's delegate action the parent handles is sent by the child.
  @Test func aChildsDelegateActionIsSent() {
    let findings = RuleExamples.lint(#"""
      @Reducer
      struct Guide {
        @Reducer
        enum Path { case steps(Steps) }
        @ObservableState
        struct State { var path = StackState<Path.State>() }
        enum Action { case path(StackActionOf<Path>), intro(Intro.Action) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .intro(.delegate(.started)):
              state.path.append(.steps(Steps.State()))
              return .none
            default:
              return .none
            }
          }
          .forEach(\.path, action: \.path)
        }
      }
      @Reducer
      struct Intro {
        enum Action { case startTapped, delegate(Delegate) }
        enum Delegate { case started }
        var body: some ReducerOf<Self> {
          Reduce { _, _ in .send(.delegate(.started)) }
        }
      }
      @Reducer struct Steps {}
      """#, with: DeadActionCaseRule())
    #expect(findings.isEmpty)
  }
}
