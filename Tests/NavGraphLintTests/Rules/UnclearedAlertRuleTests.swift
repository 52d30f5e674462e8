import NavGraphLint
import Testing

@Suite struct UnclearedAlertRuleTests {
  @Test func examples() {
    RuleExamples.check(UnclearedAlertRule())
  }
}
