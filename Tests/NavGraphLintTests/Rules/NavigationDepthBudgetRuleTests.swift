import NavGraph
import NavGraphLint
import Testing

@Suite struct NavigationDepthBudgetRuleTests {
  @Test func examples() {
    RuleExamples.check(NavigationDepthBudgetRule())
  }

  @Test func messageShowsTheChainAndTheBudget() throws {
    let rule = NavigationDepthBudgetRule()
    let finding = try #require(
      RuleExamples.lint(rule.description.triggeringExamples[0], with: rule).first)
    #expect(finding.severity == .note)
    #expect(finding.message.hasPrefix(
      "7 nested presentations from Home, over the budget of 6: "
        + "Home → A → B → C → D → E → F → G;"))
  }

  @Test func theBudgetIsConfigurable() {
    let rule = NavigationDepthBudgetRule()
    let example = rule.description.nonTriggeringExamples[0]
    let strict = LintConfiguration(options: ["navigation-depth-budget": ["budget": 4]])
    let findings = RuleExamples.lint(example, with: rule, configuration: strict)
    // The fifth presentation (D presents E) goes past a budget of 4.
    #expect(findings.map { $0.location?.line } == [5])
    #expect(findings.first?.message.hasPrefix("6 nested presentations from Home") == true)
  }
}
