import NavGraph
import NavGraphLint
import NavGraphSyntax
import Testing

@Suite struct UnintegratedPresentationRuleTests {
  @Test func examples() {
    RuleExamples.check(UnintegratedPresentationRule())
  }
}
