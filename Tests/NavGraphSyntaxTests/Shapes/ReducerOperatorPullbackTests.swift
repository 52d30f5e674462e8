import NavGraphCore
import NavGraphSyntax
import Testing

/// A pre-1.0 reducer operator of the app's own, handed the child to compose with its state,
/// action and environment (`parent.presents(child, state: \.child, action: /Action.child,
/// environment: { ... })`), composes that child as a pullback does; its body, which pulls back
/// whatever it is handed, is read where it is called.
@Suite struct ReducerOperatorPullbackTests {
  static let operators = #"""
    extension Reducer {
      func presents<LocalState, LocalAction, LocalEnvironment>(
        _ local: Reducer<LocalState, LocalAction, LocalEnvironment>,
        state toLocalState: WritableKeyPath<State, LocalState?>,
        action toLocalAction: CasePath<Action, LocalAction>,
        environment toLocalEnvironment: @escaping (Environment) -> LocalEnvironment
      ) -> Self {
        .combine(
          local.optional()
            .pullback(state: toLocalState, action: toLocalAction, environment: toLocalEnvironment),
          self
        )
      }
    }
    """#

  static let feature = #"""
    struct SignInState: Equatable {
      var code: CodeState? /*@edge signInReducer codeReducer presentation code*/
      var help: HelpState /*@edge signInReducer helpReducer scope help*/
    }
    enum SignInAction: Equatable {
      case code(CodeAction)
      case help(HelpAction)
    }
    let signInReducer = Reducer<SignInState, SignInAction, Void>.combine( /*@feature signInReducer struct*/
      signInCore
        .presents(
          codeReducer,
          state: \.code,
          action: /SignInAction.code,
          environment: { _ in () }
        ),
      signInCore.decorated(helpReducer, state: \.help, action: /SignInAction.help) { $0 }
    )
    // A method handed the state to change is no operator.
    let signInRouter = Reducer<SignInState, SignInAction, Void> { state, action, _ in /*@feature signInRouter struct*/
      Router().open(codeReducer, state: &state) { _ in }
    }
    /*@root signInRouter*/
    let signInCore = Reducer<SignInState, SignInAction, Void>.empty /*@feature signInCore struct*/
    struct CodeState: Equatable {}
    enum CodeAction: Equatable {}
    let codeReducer = Reducer<CodeState, CodeAction, Void>.empty /*@feature codeReducer struct*/
    struct HelpState: Equatable {}
    enum HelpAction: Equatable {}
    let helpReducer = Reducer<HelpState, HelpAction, Void>.empty /*@feature helpReducer struct*/
    /*@root signInReducer*/
    /*@root signInCore*/
    """#

  @Test func anOperatorHandedAChildComposesIt() {
    MarkedSources([
      "Sources/App/Reducer+Presents.swift": Self.operators,
      "Sources/App/SignIn.swift": Self.feature,
    ]).check()
  }

  @Test func theOperatorsBodyAndItsCallsAreUnderstood() {
    let scan = SourceScanner().scan(sources: [
      "Sources/App/Reducer+Presents.swift": Self.operators.replacingOccurrences(
        of: #"/\*@[^*]*\*/"#, with: "", options: .regularExpression),
      "Sources/App/SignIn.swift": Self.feature.replacingOccurrences(
        of: #"/\*@[^*]*\*/"#, with: "", options: .regularExpression),
    ])
    let integrations = scan.census.sites.filter { $0.kind == .integration }
    #expect(integrations.map { "\($0.reading) \($0.spelling)" } == [
      "explained local.pullback(state: \\.?)",
      "explained presents(codeReducer, state: \\.code)",
      "explained decorated(helpReducer, state: \\.help)",
    ])
  }
}
