import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

@Suite struct MultiplePresentationOptionalsRuleTests {
  @Test func examples() {
    RuleExamples.check(MultiplePresentationOptionalsRule())
  }

  @Test func messageCountsInvalidStatesAndNamesFields() throws {
    let example = MultiplePresentationOptionalsRule().description.triggeringExamples[0]
    let findings = RuleExamples.lint(example, with: MultiplePresentationOptionalsRule())
    let finding = try #require(findings.first)
    #expect(finding.fields == ["addItem", "editItem", "alert"])
    #expect(finding.feature == "Inventory")
    #expect(finding.message.hasPrefix("3 sibling optional destinations (addItem, editItem, alert)"
      + " allow 4 invalid states"))
    #expect(finding.message.contains("one enum Destination"))
  }

  @Test func worksOnAGraphWithoutFacts() throws {
    // A reflection-built graph has edges but no facts: the rule still reports.
    let location = { (line: Int) in SourceLocation(file: "A.swift", line: line, column: 5) }
    let graph = NavigationGraph(
      features: [Feature(name: "A"), Feature(name: "B"), Feature(name: "C")],
      edges: [
        Edge(from: "A", to: "B", kind: .presentation, field: "b", location: location(4)),
        Edge(from: "A", to: "C", kind: .presentation, field: "c", location: location(3)),
        Edge(from: "A", to: "AlertState", kind: .alert, field: "alert", location: location(5)),
        Edge(from: "B", to: "C", kind: .stack, field: "path"),
      ])
    let findings = Linter(rules: [MultiplePresentationOptionalsRule()]).lint(LintInput(graph: graph))
    #expect(findings.count == 1)
    #expect(findings.first?.fields == ["c", "b", "alert"])
    #expect(findings.first?.location == location(3))
  }
}
