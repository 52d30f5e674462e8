import NavGraph
import NavGraphLint
import NavGraphSyntax
import Testing

@Suite struct UnintegratedPresentationRuleTests {
  @Test func examples() {
    RuleExamples.check(UnintegratedPresentationRule())
  }

  @Test func ifLetInAnExtensionInAnotherFileCounts() {
    let scan = SourceScanner().scan(sources: [
      "Sources/App/Inventory.swift": #"""
        @Reducer
        struct Inventory {
          @ObservableState
          struct State { @Presents var addItem: ItemForm.State? }
          enum Action { case addItem(PresentationAction<ItemForm.Action>) }
        }
        @Reducer struct ItemForm {}
        """#,
      "Sources/App/Inventory+Body.swift": #"""
        extension Inventory {
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.ifLet(\.$addItem, action: \.addItem) { ItemForm() }
          }
        }
        """#,
    ])
    #expect(Linter(rules: [UnintegratedPresentationRule()]).lint(LintInput(scan: scan)) == [])
  }

  @Test func scopeIsNotAnIfLet() {
    let findings = RuleExamples.lint(#"""
      @Reducer
      struct Inventory {
        @ObservableState
        struct State { @Presents var addItem: ItemForm.State? }
        enum Action { case addItem(PresentationAction<ItemForm.Action>) }
        var body: some ReducerOf<Self> {
          Scope(state: \.addItem, action: \.addItem) { ItemForm() }
        }
      }
      @Reducer struct ItemForm {}
      """#, with: UnintegratedPresentationRule())
    #expect(findings.map(\.fields) == [["addItem"]])
  }
}
