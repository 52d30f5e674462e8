import NavGraphCore
import NavGraphLint
import Testing

/// An optional with no reducer of its own whose `ifLet` runs the child in its closure: an enum
/// of the children's states (`.ifLet(\.route, ...) { EmptyReducer().ifCaseLet(/State.Route
/// .login, ...) { Login() } ... }`), a destination written inline, one edge per case the
/// closure runs; or a wrapper holding the child's state, a presentation of it. The children
/// are presented, not orphans.
@Suite struct InlineDestinationEnumTests {
  static let source = #"""
    public struct Onboarding: ReducerProtocol {
      public struct State: Equatable {
        var route: Route? = .login(Login.State())
        public enum Route: Equatable {
          case login(Login.State)
          case signUp(SignUp.State)
        }
      }
      public enum Action: Equatable {
        case route(Route)
        case finished
        public enum Route: Equatable {
          case login(Login.Action)
          case signUp(SignUp.Action)
        }
      }
      public var body: some ReducerProtocol<State, Action> {
        Reduce { state, action in
          switch action {
          case .route(.login(.signUpTapped)):
            state.route = .signUp(SignUp.State())
            return .none
          case .finished:
            state.route = nil
            return .none
          default:
            return .none
          }
        }
        .ifLet(\.route, action: /Action.route) {
          EmptyReducer()
            .ifCaseLet(/State.Route.login, action: /Action.Route.login) {
              Login()
            }
            .ifCaseLet(/State.Route.signUp, action: /Action.Route.signUp) {
              SignUp()
            }
        }
      }
    }

    public struct Login: ReducerProtocol {
      public struct State: Equatable {}
      public enum Action: Equatable { case signUpTapped }
      public func reduce(into state: inout State, action: Action) -> EffectTask<Action> { .none }
    }
    public struct SignUp: ReducerProtocol {
      public struct State: Equatable {}
      public enum Action: Equatable { case done }
      public func reduce(into state: inout State, action: Action) -> EffectTask<Action> { .none }
    }
    """#

  @Test func eachCaseTheClosureRunsIsADestination() {
    let scan = ShapeScan.scan(Self.source)
    #expect(ShapeScan.edges(scan) == [
      "Onboarding destination route.login -> Login",
      "Onboarding destination route.signUp -> SignUp",
    ])
    #expect(scan.graph.roots == ["Onboarding"])
    #expect(!scan.census.sites.contains { $0.reading == .unexplained }, "\(scan.census.sites)")
    let findings = Linter().lint(LintInput(scan: scan))
    #expect(!findings.contains { $0.rule == "orphan-feature" }, "\(findings)")
  }

  /// `Identified<ID, Counter.State?>?` with `.ifLet(\.value, action: \.self) { Counter() }`
  /// inside the field's `ifLet`: the wrapper presents the child it holds.
  @Test func aWrapperHoldingTheChildPresentsIt() {
    let scan = ShapeScan.scan(#"""
      @Reducer
      struct List {
        @ObservableState
        struct State {
          var selection: Identified<UUID, Counter.State?>?
        }
        enum Action { case counter(Counter.Action), select(UUID) }
        var body: some Reducer<State, Action> {
          Reduce { state, action in
            if case .select(let id) = action { state.selection = Identified(nil, id: id) }
            return .none
          }
          .ifLet(\.selection, action: \.counter) {
            EmptyReducer()
              .ifLet(\.value, action: \.self) {
                Counter()
              }
          }
        }
      }
      @Reducer struct Counter { struct State {}; enum Action {} }
      """#)
    #expect(ShapeScan.edges(scan) == ["List presentation selection -> Counter"])
    #expect(!scan.census.sites.contains { $0.reading == .unexplained }, "\(scan.census.sites)")
  }
}
