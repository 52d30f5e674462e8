import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

@Suite struct AlertOutsideDestinationRuleTests {
  @Test func examples() {
    RuleExamples.check(AlertOutsideDestinationRule())
  }
}
