import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

/// An app root that switches between children it always holds by the case of an enum field,
/// a stack whose root screen is kept beside it, and a child's state held through an alias:
/// composition, not presentation.
@Suite struct RootSwitchTests {
  static let source = #"""
    typealias MapState = Map.State

    @Reducer
    struct App { /*@feature App struct*/
      @ObservableState
      struct State {
        var root: Root = .splash(.init())
        var map: MapState /*@edge App Map scope map*/
      }
      enum Root { case main(Main.State), splash(Splash.State) }
      enum Action { case child(ChildAction), map(Map.Action) }
      enum ChildAction { case main(Main.Action), splash(Splash.Action) }
      var body: some ReducerOf<Self> {
        Scope(state: \.map, action: \.map) { Map() }
        Scope(state: \.root, action: \.child) {
          Scope(state: \.main, action: \.main) { Main() } /*@edge App Main scope root - main*/
          Scope(state: \.splash, action: \.splash) { Splash() } /*@edge App Splash scope root - splash*/
        }
      }
    }

    @Reducer
    struct Main { /*@feature Main struct*/
      @Reducer
      enum Path { /*@feature Main.Path enum*/
        case intro(Splash) /*@edge Main Splash stack path Main.Path intro*/
      }
      @ObservableState
      struct State {
        var root: Path.State?
        var path = StackState<Path.State>()
        @Presents var alert: AlertState<Never>? /*@edge Main AlertState alert alert*/
      }
      enum Action {
        case root(Path.Action), path(StackActionOf<Path>), alert(PresentationAction<Never>)
      }
      var body: some ReducerOf<Self> {
        Reduce { state, _ in
          state.root = .intro(.init())
          return .none
        }
        .ifLet(\.root, action: \.root) { Path() }
        .forEach(\.path, action: \.path)
        .ifLet(\.$alert, action: \.alert)
      }
    }

    @Reducer
    struct Map { /*@feature Map struct*/
      @ObservableState
      struct State { @Presents var alert: AlertState<Never>? } /*@edge Map AlertState alert alert*/
      enum Action { case alert(PresentationAction<Never>) }
      var body: some ReducerOf<Self> { EmptyReducer().ifLet(\.$alert, action: \.alert) }
    }

    @Reducer struct Splash {} /*@feature Splash struct*/
    """#

  @Test func theSwitchIsCompositionAndTheStackRootIsNoPresentation() {
    MarkedSources(["Sources/App/App.swift": Self.source]).check()
  }

  @Test func noSiblingOptionalsAreCounted() {
    let scan = SourceScanner().scan(sources: ["Sources/App/App.swift": Self.source])
    let rules: [any LintRule] = [
      MultiplePresentationOptionalsRule(), AlertOutsideDestinationRule(),
    ]
    let findings = Linter(rules: rules).lint(LintInput(scan: scan))
    // Main's root screen beside its stack is no second destination; Map's alert is Map's.
    #expect(findings.map(\.message) == [])
  }
}
