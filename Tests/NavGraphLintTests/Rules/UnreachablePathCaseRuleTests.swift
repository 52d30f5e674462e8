import NavGraph
import NavGraphLint
import NavGraphSyntax
import Testing

@Suite struct UnreachablePathCaseRuleTests {
  @Test func examples() {
    RuleExamples.check(UnreachablePathCaseRule())
  }
}
