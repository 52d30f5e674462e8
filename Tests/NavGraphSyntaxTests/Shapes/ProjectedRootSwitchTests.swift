import NavGraphCore
import NavGraphLint
import Testing

/// An app root holding an enum of its children (never nil) whose cases are run through
/// settable optional projections the enum declares, one `ifLet` per case: composition, one
/// `scope` edge per case, and three integrations of three cases, not one field thrice.
@Suite struct ProjectedRootSwitchTests {
  static let source = #"""
    @Reducer
    struct Launch {
      @ObservableState
      struct State {
        var phase: Phase = .signIn(SignIn.State())
      }
      @CasePathable
      enum Phase {
        case signIn(SignIn.State)
        case home(Home.State)
        var signIn: SignIn.State? {
          get { if case .signIn(let state) = self { return state }; return nil }
          set { if let newValue { self = .signIn(newValue) } }
        }
        var home: Home.State? {
          get { guard case .home(let state) = self else { return nil }; return state }
          set { if let newValue { self = .home(newValue) } }
        }
      }
      enum Action {
        case phase(PhaseAction)
      }
      @CasePathable
      enum PhaseAction { case signIn(SignIn.Action), home(Home.Action) }
      let signIn = SignIn()
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          if case .phase(.signIn(.finished)) = action { state.phase = .home(Home.State()) }
          return .none
        }
        .ifLet(\.phase.signIn, action: \.phase.signIn) { signIn }
        .ifLet(\.phase.home, action: \.phase.home) { Home() }
      }
    }
    @Reducer struct SignIn {
      struct State {}
      enum Action { case finished }
    }
    @Reducer struct Home {
      struct State {}
      enum Action {}
    }
    """#

  @Test func eachCaseIsAScopeEdgeToTheFeatureItHolds() {
    let scan = ShapeScan.scan(Self.source)
    #expect(ShapeScan.edges(scan) == [
      "Launch scope phase.home -> Home", "Launch scope phase.signIn -> SignIn",
    ])
    #expect(scan.graph.roots == ["Launch"])
  }

  @Test func integratingEachCaseOnceIsNoDuplicate() {
    let findings = Linter().lint(LintInput(scan: ShapeScan.scan(Self.source)))
    #expect(!findings.contains { $0.rule == "duplicate-integration" })
  }

  /// The projections declared in an extension of the enum read the same.
  @Test func projectionsInAnExtensionOfTheEnumReadTheSame() {
    let scan = ShapeScan.scan(#"""
      @Reducer
      struct Launch {
        @ObservableState
        struct State { var phase: Phase = .signIn(SignIn.State()) }
        @CasePathable
        enum Phase {
          case signIn(SignIn.State)
          case home(Home.State)
        }
        enum Action { case phase(PhaseAction) }
        @CasePathable
        enum PhaseAction { case signIn(SignIn.Action), home(Home.Action) }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            if case .phase(.signIn(.finished)) = action { state.phase = .home(Home.State()) }
            return .none
          }
          .ifLet(\.phase.signIn, action: \.phase.signIn) { SignIn() }
          .ifLet(\.phase.home, action: \.phase.home) { Home() }
        }
      }
      extension Launch.Phase {
        var signIn: SignIn.State? {
          get { if case .signIn(let state) = self { return state }; return nil }
          set { if let newValue { self = .signIn(newValue) } }
        }
        var home: Home.State? {
          get { guard case .home(let state) = self else { return nil }; return state }
          set { if let newValue { self = .home(newValue) } }
        }
      }
      @Reducer struct SignIn {
        struct State {}
        enum Action { case finished }
      }
      @Reducer struct Home {
        struct State {}
        enum Action {}
      }
      """#)
    #expect(ShapeScan.edges(scan) == [
      "Launch scope phase.home -> Home", "Launch scope phase.signIn -> SignIn",
    ])
    let findings = Linter().lint(LintInput(scan: scan))
    #expect(!findings.contains { $0.rule == "unreachable-presentation" })
  }
}
