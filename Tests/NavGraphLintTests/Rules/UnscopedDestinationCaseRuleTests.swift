import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

@Suite struct UnscopedDestinationCaseRuleTests {
  @Test func examples() {
    RuleExamples.check(UnscopedDestinationCaseRule())
  }
}
