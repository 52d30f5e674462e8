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
    let loose = LintConfiguration(options: ["destination-case-budget": ["budget": 31]])
    let large = rule.description.triggeringExamples[0]
    #expect(RuleExamples.lint(large, with: rule, configuration: loose).isEmpty)
  }

  @Test func countsCasesOfAGraphWithoutFacts() {
    let edges = (0..<31).map {
      Edge(from: "App", to: "Screen\($0)", kind: .destination, field: "destination",
           via: "App.Destination", case: "screen\($0)")
    }
    let graph = NavigationGraph(
      features: [Feature(name: "App"), Feature(name: "App.Destination", kind: .enum)],
      edges: edges)
    let findings = Linter(rules: [DestinationCaseBudgetRule()]).lint(LintInput(graph: graph))
    #expect(findings.map(\.feature) == ["App.Destination"])
    #expect(findings.map(\.severity) == [.note])
  }

  /// Real apps group a stack's screens by tab in enums of their own: a case holding a group
  /// is one case of the enum, however many screens the group has.
  @Test func aGroupOfCasesCountsOnce() {
    let edges = (0..<40).map {
      Edge(from: "App", to: "Screen\($0)", kind: .stack, field: "path",
           via: "App.Path", case: "tab\($0 % 4).screen\($0)")
    }
    let graph = NavigationGraph(
      features: [Feature(name: "App"), Feature(name: "App.Path", kind: .enum)],
      edges: edges)
    let strict = LintConfiguration(options: ["destination-case-budget": ["budget": 3]])
    let findings = Linter(rules: [DestinationCaseBudgetRule()], configuration: strict)
      .lint(LintInput(graph: graph))
    #expect(findings.map { $0.message.prefix(24) } == ["App.Path has 4 cases, ov"])
  }
}
