import NavGraphCore
import NavGraphLint
import Testing

@Suite struct DestinationCaseBudgetRuleTests {
  @Test func examples() {
    RuleExamples.check(DestinationCaseBudgetRule())
  }

  @Test func theBudgetIsConfigurable() throws {
    let rule = DestinationCaseBudgetRule()
    let small = rule.description.nonTriggeringExamples[0]
    let strict = LintConfiguration(options: ["destination-case-budget": ["budget": 2]])
    let findings = RuleExamples.lint(small, with: rule, configuration: strict)
    #expect(findings.map(\.message) == [
      "Settings.Destination has 3 cases, over the budget of 2: large enum reducers slow type "
        + "checking and can hit the compiler's limits; move related cases into a child "
        + "feature or split the enum by flow"
    ])
    let loose = LintConfiguration(options: ["destination-case-budget": ["budget": 13]])
    let large = rule.description.triggeringExamples[0]
    #expect(RuleExamples.lint(large, with: rule, configuration: loose).isEmpty)
  }

  @Test func countsCasesOfAGraphWithoutFacts() {
    let edges = (0..<13).map {
      Edge(from: "App", to: "Screen\($0)", kind: .destination, field: "destination",
           via: "App.Destination", case: "screen\($0)")
    }
    let graph = NavigationGraph(
      features: [Feature(name: "App"), Feature(name: "App.Destination", kind: .enum)],
      edges: edges)
    let findings = Linter(rules: [DestinationCaseBudgetRule()]).lint(LintInput(graph: graph))
    #expect(findings.map(\.feature) == ["App.Destination"])
  }
}
