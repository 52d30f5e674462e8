import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

@Suite struct UnreachablePresentationRuleTests {
  @Test func examples() {
    RuleExamples.check(UnreachablePresentationRule())
  }

  /// One defect, one finding: a field nothing sets is not also missing its `ifLet`, and its
  /// Destination's cases are not also each never built.
  @Test func aFieldNothingSetsIsReportedOnce() {
    let source = #"""
      @Reducer
      struct Card {
        @Reducer
        enum Destination { case edit(Editor), share(Share) }
        @ObservableState
        struct State { @Presents var destination: Destination.State? }
        enum Action { case destination(PresentationAction<Destination.Action>) }
        var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
      }
      @Reducer struct Editor {}
      @Reducer struct Share {}
      """#
    let scan = SourceScanner().scan(sources: ["Sources/App/Card.swift": source])
    let findings = Linter().lint(LintInput(scan: scan))
    #expect(findings.map(\.rule) == ["unreachable-presentation"])
    #expect(findings.first?.severity == .warning)
  }
}
