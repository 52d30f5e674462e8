import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

@Suite struct SendAfterDismissRuleTests {
  @Test func examples() {
    RuleExamples.check(SendAfterDismissRule())
  }

  @Test func onlyTheFirstSendAfterADismissIsReportedPerEffect() {
    let findings = RuleExamples.lint(#"""
      @Reducer
      struct Form {
        @Dependency(\.dismiss) var dismiss
        var body: some ReducerOf<Self> {
          Reduce { _, _ in
            .run { send in
              await send(.a)
              await self.dismiss()
              await send(.b)
              await send(.c)
            }
          }
        }
      }
      """#, with: SendAfterDismissRule())
    #expect(findings.map(\.location?.line) == [9])
  }
}
