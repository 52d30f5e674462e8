import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

@Suite struct UnreachableDestinationCaseRuleTests {
  @Test func examples() {
    RuleExamples.check(UnreachableDestinationCaseRule())
  }

  @Test func tracesTurnUnvisitedCasesIntoNotes() {
    let example = UnreachableDestinationCaseRule().description.nonTriggeringExamples[0]
    let scan = SourceScanner().scan(sources: example.sources)
    let traces = TraceCoverage(visited: [(via: "Inventory.Destination", case: "addItem")], traceCount: 2)
    let findings = Linter(rules: [UnreachableDestinationCaseRule()])
      .lint(LintInput(scan: scan, traces: traces))
    #expect(findings.map(\.severity) == [.note])
    #expect(findings.first?.case == "alert")
    #expect(findings.first?.message == "no traced flow visited Inventory.Destination.alert (2 traces read)")
  }

  @Test func tracesAloneWorkOnAGraphWithoutFacts() {
    let graph = NavigationGraph(
      features: [Feature(name: "A"), Feature(name: "A.Destination", kind: .enum), Feature(name: "B")],
      edges: [
        Edge(from: "A", to: "B", kind: .destination, field: "destination", via: "A.Destination", case: "b"),
        Edge(from: "A", to: "AlertState", kind: .alert, field: "destination", via: "A.Destination", case: "alert"),
      ])
    let traces = TraceCoverage(visited: [(via: "A.Destination", case: "b")], traceCount: 1)
    let findings = Linter(rules: [UnreachableDestinationCaseRule()])
      .lint(LintInput(graph: graph, traces: traces))
    #expect(findings.map(\.case) == ["alert"])
    #expect(findings.map(\.severity) == [.note])
  }
}
