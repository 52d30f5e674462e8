import NavGraph
import NavGraphLint
import NavGraphSyntax
import Testing

@Suite struct SendAfterDismissRuleTests {
  @Test func examples() {
    RuleExamples.check(SendAfterDismissRule())
  }
}
