import NavGraphCore
import Testing

@testable import NavGraphLint

struct TunableRuleTests {
  @Test func theDescriptionListsTheDeclaredOptions() {
    #expect(
      NavigationDepthBudgetRule().description.options == [NavigationDepthBudgetRule.budget])
    #expect(
      DestinationCaseBudgetRule().description.options == [DestinationCaseBudgetRule.budget])
  }

  @Test func optionsReadTheConfiguredValueElseTheDefault() {
    let rule = DestinationCaseBudgetRule()
    let graph = NavigationGraph(roots: [], features: [], edges: [])
    let configured = LintContext(
      LintInput(graph: graph),
      configuration: LintConfiguration(options: ["destination-case-budget": ["budget": 12]]))
    #expect(rule.options(in: configured).budget == 12)
    #expect(rule.options(in: LintContext(LintInput(graph: graph))).budget == 30)
  }
}
