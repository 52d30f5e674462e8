import NavGraph
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
}
