import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

@Suite struct LintConfigurationTests {
  static let source = #"""
    @Reducer
    struct App {
      @Reducer enum Path { case detail(Detail) }
      @ObservableState
      struct State { var path = StackState<Path.State>() }
      enum Action { case path(StackActionOf<Path>) }
      var body: some ReducerOf<Self> {
        Reduce { state, _ in
          state.path.append(.detail(Detail.State()))
          return .run { send in
            await dismiss()
            await send(.done)
          }
        }
      }
    }
    @Reducer struct Detail {}
    """#

  func lint(_ configuration: LintConfiguration, path: String = "Sources/App/App.swift")
    -> [Finding]
  {
    let scan = SourceScanner().scan(sources: [path: Self.source])
    return Linter(configuration: configuration).lint(LintInput(scan: scan))
  }

  @Test func defaults() {
    #expect(lint(.init()).map(\.rule) == ["unintegrated-stack", "send-after-dismiss"])
  }

  @Test func disablesAndChangesSeverity() {
    let configuration = LintConfiguration(
      disabledRules: ["unintegrated-stack"], severities: ["send-after-dismiss": .error])
    let findings = lint(configuration)
    #expect(findings.map(\.rule) == ["send-after-dismiss"])
    #expect(findings.map(\.severity) == [.error])
  }

  @Test func includedAndExcludedPaths() {
    #expect(lint(LintConfiguration(included: [Glob("Sources/Other")])).isEmpty)
    #expect(lint(LintConfiguration(included: [Glob("Sources")])).count == 2)
    #expect(lint(LintConfiguration(excluded: [Glob("Sources/App")])).isEmpty)
    #expect(lint(LintConfiguration(excluded: [Glob("**/*.swift")])).isEmpty)
    #expect(lint(LintConfiguration(excluded: [Glob("Generated")])).count == 2)
  }
}
