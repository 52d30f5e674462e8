import NavGraphCore
import NavGraphLint
import Testing

@Suite struct PresentationCycleRuleTests {
  @Test func examples() {
    RuleExamples.check(PresentationCycleRule())
  }

  @Test func messageNamesTheCycleAndTheFix() throws {
    let example = PresentationCycleRule().description.triggeringExamples[0]
    let finding = try #require(RuleExamples.lint(example, with: PresentationCycleRule()).first)
    #expect(finding.message.hasPrefix(
      "presentation cycle: Actor presents Movie (movie), Movie presents Actor "
        + "(destination.actor)"))
    #expect(finding.message.hasSuffix("instead"))
    #expect(finding.feature == "Actor")
    #expect(finding.fields == ["movie"])
  }

  @Test func stackRecursionInAGraphWithoutFactsIsNotReported() {
    let graph = NavigationGraph(
      features: [Feature(name: "Movie"), Feature(name: "Actor")],
      edges: [
        Edge(from: "Movie", to: "Actor", kind: .stack, field: "path"),
        Edge(from: "Actor", to: "Movie", kind: .stack, field: "path"),
      ])
    #expect(Linter(rules: [PresentationCycleRule()]).lint(LintInput(graph: graph)).isEmpty)
  }
}
