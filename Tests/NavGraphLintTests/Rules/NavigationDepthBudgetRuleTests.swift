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

  /// Two chains equally deep from one start are each reported where they cross the budget:
  /// reporting one would choose it by the features' names, and renaming the app would move it.
  @Test func equallyDeepChainsAreEachReported() {
    let source = """
      @Reducer struct Home {
        struct State { @Presents var a: A.State? = .init(); @Presents var b: B.State? = .init() }
      }
      @Reducer struct A { struct State { @Presents var c: C.State? = .init() } }
      @Reducer struct B { struct State { @Presents var d: D.State? = .init() } }
      @Reducer struct C {}
      @Reducer struct D {}
      """
    let strict = LintConfiguration(options: ["navigation-depth-budget": ["budget": 1]])
    let findings = RuleExamples.lint(
      Example(source), with: NavigationDepthBudgetRule(), configuration: strict)
    #expect(findings.map(\.feature) == ["A", "B"])
    #expect(findings.map { $0.message.contains("Home → A → C") } == [true, false])
    #expect(findings.map { $0.message.contains("Home → B → D") } == [false, true])
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
    #expect(NavigationDepthBudgetRule.describe(names, through: 7) == names.joined(separator: " → "))
    let longer = (0...12).map { "S\($0)" }
    #expect(NavigationDepthBudgetRule.describe(longer, through: 7).contains("… 3 more …"))
  }

  /// Scoped children between the presentations lengthen the chain's list of features: the
  /// message still names it up to the screen presented past the budget.
  @Test func theScreenPastTheBudgetIsNamedBehindScopedChildren() {
    let names = (0...19).map { "S\($0)" }
    let described = NavigationDepthBudgetRule.describe(names, through: 11)
    #expect(described.hasPrefix(names.prefix(12).joined(separator: " → ") + " → … 6 more …"))
  }
}
