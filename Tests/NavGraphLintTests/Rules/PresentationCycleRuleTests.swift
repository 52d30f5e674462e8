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
    #expect(finding.severity == .note)
  }

  /// A cycle needs edges that happen: one through a case nothing builds never closes.
  @Test func aCycleThroughACaseNothingBuildsIsNotReported() {
    let findings = RuleExamples.lint(#"""
      @Reducer
      struct Details {
        @Reducer
        enum Destination { case details(Details), share(Share) }
        @ObservableState
        struct State { @Presents var destination: Destination.State? }
        enum Action { indirect case destination(PresentationAction<Destination.Action>), shareTapped }
        var body: some ReducerOf<Self> {
          Reduce { state, _ in
            state.destination = .share(Share.State())
            return .none
          }
          .ifLet(\.$destination, action: \.destination)
        }
      }
      @Reducer struct Share {}
      """#, with: PresentationCycleRule())
    #expect(findings.isEmpty)
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
