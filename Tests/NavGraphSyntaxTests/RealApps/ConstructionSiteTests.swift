import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

/// Places real apps build destination and stack cases that the documentation never shows:
/// static factories, `try`, the stack root beside the stack, helpers on the state, cases
/// without payload pushed, a parent setting its child's destination, and screens wrapped in a
/// struct `State`.
@Suite struct ConstructionSiteTests {
  static let source = #"""
    @Reducer
    struct Wallet {
      @Reducer
      enum Destination {
        case reset(AlertState<Never>)
        case backup(AlertState<Never>)
        case history(History)
        case help
        case jailbreak(AlertState<Never>)
      }
      @Reducer
      enum Path {
        case intro(Intro)
        case completion
      }
      @ObservableState
      struct State {
        @Presents var destination: Destination.State?
        var root: Path.State
        var path = StackState<Path.State>()
        var child = Child.State()
        init(root: Path.State? = nil) {
          self.root = root ?? .intro(.init())
        }
        mutating func addDestination(_ destination: Destination.State) {
          self.destination = destination
        }
      }
      enum Action {
        case destination(PresentationAction<Destination.Action>)
        case path(StackActionOf<Path>)
        case child(Child.Action)
        case tapped(Int)
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          guard case let .tapped(button) = action else { return .none }
          switch button {
          case 0: state.destination = Destination.resetState
          case 1: state.destination = .askForBackup()
          case 2: state.destination = try! .history(.init())
          case 3: state.path.append(.completion)
          case 4: state.addDestination(.jailbreak(AlertState {}))
          default: state.child.destination = .deleted(AlertState {})
          }
          return .none
        }
        .ifLet(\.$destination, action: \.destination)
        .forEach(\.path, action: \.path)
      }
    }

    extension Wallet.Destination {
      static let resetState: State = .reset(AlertState {})
    }

    extension Wallet.Destination.State {
      static func askForBackup() -> Self {
        .backup(AlertState {})
      }
    }

    @Reducer
    struct Child {
      @Reducer
      enum Destination {
        case deleted(AlertState<Never>)
      }
      @ObservableState
      struct State { @Presents var destination: Destination.State? }
      enum Action { case destination(PresentationAction<Destination.Action>) }
      var body: some ReducerOf<Self> {
        EmptyReducer().ifLet(\.$destination, action: \.destination)
      }
    }

    @Reducer
    struct Flow {
      @Reducer
      struct Path {
        struct State { let id: Int; var screen: Screen }
        @CasePathable
        enum Screen { case login(Login.State) }
        @CasePathable
        enum Action { case login(Login.Action) }
        var body: some ReducerOf<Self> {
          Scope(state: \.screen, action: \.self) {
            Scope(state: \.login, action: \.login) { Login() }
          }
        }
      }
      @ObservableState
      struct State { var path = StackState<Path.State>() }
      enum Action { case path(StackActionOf<Path>), start }
      var body: some ReducerOf<Self> {
        Reduce { state, _ in
          state.path.append(Path.State(id: 0, screen: .login(.init())))
          return .none
        }
        .forEach(\.path, action: \.path)
      }
    }

    @Reducer struct History {}
    @Reducer struct Intro {}
    @Reducer struct Login {}
    """#

  @Test func everyCaseIsConstructedSomewhere() {
    let scan = SourceScanner().scan(sources: ["Sources/App/Wallet.swift": Self.source])
    let built = Set(scan.facts.constructions.map { "\($0.enumReducer ?? "?") \($0.caseName)" })
    #expect(built == [
      "Wallet.Destination reset", "Wallet.Destination backup", "Wallet.Destination history",
      "Wallet.Path intro", "Wallet.Path completion", "Wallet.Destination jailbreak",
      "Child.Destination deleted", "Flow.Path login",
    ])
    let rules: [any LintRule] = [UnreachableDestinationCaseRule(), UnreachablePathCaseRule()]
    let findings = Linter(rules: rules).lint(LintInput(scan: scan))
    // `help` is the one case nothing builds.
    #expect(findings.map(\.case) == ["help"])
  }

  @Test func aStructWrappingItsScreensHoldsThemAsCases() {
    let graph = SourceScanner().scan(sources: ["Sources/App/Wallet.swift": Self.source]).graph
    let flow = graph.edges.filter { $0.from == "Flow" }
    #expect(flow.map { "\($0.kind.rawValue) \($0.via ?? "-") \($0.case ?? "-") \($0.to)" } == [
      "stack Flow.Path login Login"
    ])
  }
}
