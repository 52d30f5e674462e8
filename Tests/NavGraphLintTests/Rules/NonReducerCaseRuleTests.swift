import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

@Suite struct NonReducerCaseRuleTests {
  @Test func examples() {
    RuleExamples.check(NonReducerCaseRule())
  }
}
