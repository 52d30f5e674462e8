import NavGraphCore
@testable import NavGraphLint
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

  /// A chain far over the budget is named by its start, the screens up to one past the budget,
  /// a count of the rest and its end, so a report stays readable and small.
  @Test func aLongChainIsShortenedInTheMiddle() throws {
    var source = ""
    for level in 0..<30 {
      source += "@Reducer struct S\(level) { struct State { @Presents var next: S\(level + 1).State? = .init() } }\n"
    }
    source += "@Reducer struct S30 {}\n"
    let rule = NavigationDepthBudgetRule()
    let finding = try #require(RuleExamples.lint(Example(source), with: rule).first)
    #expect(finding.message.hasPrefix(
      "30 nested presentations from S0, over the budget of 6: "
        + "S0 → S1 → S2 → S3 → S4 → S5 → S6 → S7 → … 21 more … → S29 → S30;"))
  }

  @Test func aChainJustOverTheBudgetIsNamedWhole() {
    let names = (0...11).map { "S\($0)" }
    #expect(NavigationDepthBudgetRule.describe(names, budget: 6) == names.joined(separator: " → "))
    let longer = (0...12).map { "S\($0)" }
    #expect(NavigationDepthBudgetRule.describe(longer, budget: 6).contains("… 3 more …"))
  }
}
