import NavGraphCore
import NavGraphFacts
import NavGraphLint
import NavGraphSyntax
import Testing

/// `// navviz:` comments are collected by the scanner and honoured by the linter.
@Suite struct SuppressionTests {
  static let feature = #"""
    @Reducer
    struct Inventory {
      @ObservableState
      struct State {
    MARK1
        @Presents var addItem: ItemForm.State?
        @Presents var editItem: ItemForm.State?
    MARK2
        var path = StackState<Path.State>()
    MARK3
      }
      @Reducer enum Path { case detail(ItemForm) }
      enum Action {}
      var body: some ReducerOf<Self> {
        Reduce { state, _ in
          state.addItem = ItemForm.State()
          state.editItem = ItemForm.State()
          return .none
        }
      }
    }
    @Reducer struct ItemForm {}
    """#

  func findings(_ one: String = "", _ two: String = "", _ three: String = "") -> [String] {
    let source = Self.feature.replacingOccurrences(of: "MARK1", with: one)
      .replacingOccurrences(of: "MARK2", with: two).replacingOccurrences(of: "MARK3", with: three)
    let scan = SourceScanner().scan(sources: ["Sources/App/Inventory.swift": source])
    return Linter().lint(LintInput(scan: scan)).map(\.rule)
  }

  @Test func withoutCommentsEverythingIsReported() {
    #expect(findings().contains("multiple-presentation-optionals"))
    #expect(findings().contains("unintegrated-presentation"))
    #expect(findings().contains("unintegrated-stack"))
  }

  @Test func disableNextLineCoversOnlyTheNextLine() {
    let result = findings("// navviz:disable-next-line multiple-presentation-optionals")
    #expect(!result.contains("multiple-presentation-optionals"))
    #expect(result.filter { $0 == "unintegrated-presentation" }.count == 2)
  }

  @Test func regionsCoverTheirLines() {
    let result = findings(
      "// navviz:disable unintegrated-presentation", "// navviz:enable unintegrated-presentation")
    #expect(!result.contains("unintegrated-presentation"))
    #expect(result.contains("unintegrated-stack"))
    #expect(result.contains("multiple-presentation-optionals"))
  }

  @Test func anOpenRegionRunsToTheEndOfTheFile() {
    let result = findings("", "// navviz:disable unintegrated-stack, unintegrated-presentation")
    #expect(!result.contains("unintegrated-stack"))
    #expect(result.filter { $0 == "unintegrated-presentation" }.count == 2)
  }

  @Test func allAndReasonsAreUnderstood() {
    let result = findings("// navviz:disable all -- legacy screen, rewritten in JIRA-12")
    #expect(result.isEmpty)
  }

  @Test func scannerCollectsDirectivesWithLocations() {
    let source = "let a = 1 // navviz:disable-next-line send-after-dismiss\n"
      + "  //navviz:enable x y\n// navviz: unknown\n// not navviz:disable x\n"
    let facts = SourceScanner().scan(sources: ["A.swift": source]).facts
    #expect(facts.directives == [
      SuppressionDirective(
        kind: .disableNextLine, rules: ["send-after-dismiss"],
        location: SourceLocation(file: "A.swift", line: 1, column: 11)),
      SuppressionDirective(
        kind: .enable, rules: ["x", "y"], location: SourceLocation(file: "A.swift", line: 2, column: 3)),
    ])
  }
}
