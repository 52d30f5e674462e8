import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

@Suite struct DuplicateIntegrationRuleTests {
  @Test func examples() {
    RuleExamples.check(DuplicateIntegrationRule())
  }
}
