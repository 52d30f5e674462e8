import NavGraph
import Testing

// Features scoped to the cases of enum state, not presented: an app root switching between
// logged-out and logged-in with `Scope(state: \.case, action: \.case)` and `ifCaseLet`. A case
// key path describes itself only as `<computed 0x…>`, so the case names on these scope edges
// come from the enum's runtime records: the one case whose payload is the child's state.

@Reducer
struct LoggedOutFeature {
  struct State {}
  enum Action { case logInTapped }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct LoggedInFeature {
  struct State {}
  enum Action { case logOutTapped }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct SessionSwitchFeature {
  @CasePathable
  enum State {
    case loggedOut(LoggedOutFeature.State)
    case loggedIn(LoggedInFeature.State)
  }
  enum Action {
    case loggedOut(LoggedOutFeature.Action)
    case loggedIn(LoggedInFeature.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.loggedOut, action: \.loggedOut) { LoggedOutFeature() }
    EmptyReducer()
      .ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedInFeature() }
  }
}

@Suite struct EnumStateScopeTests {
  private func edges(_ root: some Reducer) -> [String] {
    NavigationGraph(reflecting: root).edges.map {
      "\($0.from) -\($0.kind.rawValue)[\($0.case ?? "")]-> \($0.to)"
    }
  }

  @Test func scopeAndIfCaseLetOnEnumStateNameTheirCases() {
    #expect(
      edges(SessionSwitchFeature()) == [
        "SessionSwitchFeature -scope[loggedIn]-> LoggedInFeature",
        "SessionSwitchFeature -scope[loggedOut]-> LoggedOutFeature",
      ])
  }
}
