import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

@Suite struct PresentationActionMismatchRuleTests {
  @Test func examples() {
    RuleExamples.check(PresentationActionMismatchRule())
  }

  @Test func namesTheExpectedWrapper() {
    let example = PresentationActionMismatchRule().description.triggeringExamples[0]
    let messages = RuleExamples.lint(example, with: PresentationActionMismatchRule()).map(\.message)
    #expect(messages.contains { $0.contains("needs PresentationAction<...>") })
    #expect(messages.contains { $0.contains("needs StackAction<...> or StackActionOf<...>") })
  }

  @Test func followsTheActionCaseTheIntegrationNames() {
    // The field is `child`, its action case `childAction`: that case is the one checked.
    let source = #"""
      struct Parent: Reducer {
        struct State { @PresentationState var child: Child.State? }
        enum Action {
          case child(Int)
          case childAction(ACTION)
        }
        var body: some ReducerOf<Self> {
          Reduce { _, _ in .none }
            .ifLet(\.$child, action: /Action.childAction) { Child() }
        }
      }
      @Reducer struct Child {}
      """#
    let good = source.replacingOccurrences(of: "ACTION", with: "PresentationAction<Child.Action>")
    let bad = source.replacingOccurrences(of: "ACTION", with: "Child.Action")
    #expect(RuleExamples.lint(good, with: PresentationActionMismatchRule()) == [])
    #expect(RuleExamples.lint(bad, with: PresentationActionMismatchRule()).map(\.case)
      == ["childAction"])
  }
}
