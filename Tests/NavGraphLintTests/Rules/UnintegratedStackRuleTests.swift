import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

@Suite struct UnintegratedStackRuleTests {
  @Test func examples() {
    RuleExamples.check(UnintegratedStackRule())
  }
}
