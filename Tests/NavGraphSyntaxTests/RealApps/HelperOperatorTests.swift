import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

/// An app that integrates presentation and stacks through operators of its own in
/// `extension Reducer`: which features call them the scan cannot tell, so a field they may
/// integrate gets a note, never an error.
@Suite struct HelperOperatorTests {
  static let source = #"""
    extension Reducer {
      func presentsDestination<D: Reducer>(_ destination: D) -> some ReducerOf<Self> {
        ifLet(\.$destination, action: \.destination) { destination }
      }
      func pushes<P: Reducer>(
        _ path: WritableKeyPath<State, StackState<P.State>>, _ p: P
      ) -> some ReducerOf<Self> {
        forEach(path, action: \.path) { p }
      }
    }

    @Reducer
    struct Settings {
      @Reducer
      enum Destination { case help(Help) }
      @Reducer
      enum Path { case about(Help) }
      @ObservableState
      struct State {
        @Presents var destination: Destination.State?
        @Presents var sheet: Help.State?
        var path = StackState<Path.State>()
      }
      enum Action {
        case destination(PresentationAction<Destination.Action>)
        case sheet(PresentationAction<Help.Action>)
        case path(StackActionOf<Path>)
      }
      var body: some ReducerOf<Self> {
        Reduce { state, _ in state.destination = .help(.init()); state.sheet = .init(); return .none }
          .presentsDestination(Destination())
          .pushes(\.path, Path())
      }
    }
    @Reducer struct Help {}
    """#

  @Test func fieldsAHelperMayIntegrateGetNotes() {
    let scan = SourceScanner().scan(sources: ["Sources/App/App.swift": Self.source])
    let rules: [any LintRule] = [UnintegratedPresentationRule(), UnintegratedStackRule()]
    let findings = Linter(rules: rules).lint(LintInput(scan: scan))
    #expect(findings.map { "\($0.severity.rawValue) \($0.rule) \($0.fields ?? [])" } == [
      "note unintegrated-presentation [\"destination\"]",
      // No helper integrates `sheet`: still an error.
      "error unintegrated-presentation [\"sheet\"]",
      "note unintegrated-stack [\"path\"]",
    ])
    #expect(scan.facts.helperIntegrations.map { "\($0.op.rawValue) \($0.stateField ?? "-")" } == [
      "ifLet destination", "forEach -",
    ])
  }
}
