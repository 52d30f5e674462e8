import NavGraphCore
import NavGraphSyntax
import Testing

/// One test per spelling of TCA's navigation API as it is today, each beside the deprecated
/// spelling it replaced, in one module: a code base mid-migration has both.
@Suite struct TCAAPIFormsTests {
  /// `Scope(state: \.tab, action: \.tab)` (1.4+) beside `Scope(state: \.tab, action:
  /// /Action.tab)` (case paths, deprecated).
  @Test func scopeWithKeyPathsAndWithCasePaths() {
    let result = MarkedSources([
      "Sources/App/App.swift": #"""
        @Reducer
        struct Tabs { /*@feature Tabs struct*/
          @ObservableState
          struct State {
            var home = Home.State() /*@edge Tabs Home scope home*/
            var legacy = Legacy.State() /*@edge Tabs Legacy scope legacy*/
          }
          enum Action { case home(Home.Action), legacy(Legacy.Action) }
          var body: some ReducerOf<Self> {
            Scope(state: \.home, action: \.home) { Home() }
            Scope(state: \.legacy, action: /Action.legacy) { Legacy() }
          }
        }
        @Reducer struct Home {} /*@feature Home struct*/
        @Reducer struct Legacy {} /*@feature Legacy struct*/
        """#
    ]).check()
    let integrations = result.facts.feature(named: "Tabs")?.integrations ?? []
    #expect(integrations.map(\.usesLegacySyntax) == [false, true])
  }

  /// `Scope(\.tab, action: \.tab)`: the unlabeled state key path.
  @Test func scopeWithAnUnlabeledStateKeyPath() {
    MarkedSources([
      "Sources/App/App.swift": #"""
        @Reducer
        struct Tabs { /*@feature Tabs struct*/
          @ObservableState
          struct State { var home = Home.State() } /*@edge Tabs Home scope home*/
          enum Action { case home(Home.Action) }
          var body: some ReducerOf<Self> {
            Scope(\.home, action: \.home) { Home() }
          }
        }
        @Reducer struct Home {} /*@feature Home struct*/
        """#
    ]).check()
  }

  /// `.scope(\.tab, action: \.tab)`: the operator form with the unlabeled state key path; a
  /// store's `.scope(state:action:)` in a view is not an integration.
  @Test func scopeOperatorWithAnUnlabeledStateKeyPath() {
    let result = MarkedSources([
      "Sources/App/App.swift": #"""
        @Reducer
        struct Tabs { /*@feature Tabs struct*/
          @ObservableState
          struct State { var home = Home.State() } /*@edge Tabs Home scope home*/
          enum Action { case home(Home.Action) }
          var body: some ReducerOf<Self> {
            EmptyReducer()
              .scope(\.home, action: \.home) { Home() }
          }
        }
        @Reducer struct Home {} /*@feature Home struct*/
        struct TabsView: View {
          let store: StoreOf<Tabs>
          var body: some View { HomeView(store: store.scope(state: \.home, action: \.home)) }
        }
        """#
    ]).check()
    #expect(result.facts.feature(named: "Tabs")?.integrations.count == 1)
  }

  /// `ifCaseLet(\.loggedIn, action: \.loggedIn)` beside `Scope(state: /State.loggedOut,
  /// action: /Action.loggedOut)` for a reducer whose state is an enum.
  @Test func enumStateWithIfCaseLetAndCasePathScope() {
    let result = MarkedSources([
      "Sources/App/App.swift": #"""
        @Reducer
        struct Root { /*@feature Root struct*/
          @CasePathable
          enum State {
            case loggedIn(LoggedIn.State) /*@edge Root LoggedIn scope - - loggedIn*/
            case loggedOut(LoggedOut.State) /*@edge Root LoggedOut scope - - loggedOut*/
          }
          enum Action { case loggedIn(LoggedIn.Action), loggedOut(LoggedOut.Action) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }
              .ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedIn() }
            Scope(state: /State.loggedOut, action: /Action.loggedOut) { LoggedOut() }
          }
        }
        @Reducer struct LoggedIn {} /*@feature LoggedIn struct*/
        @Reducer struct LoggedOut {} /*@feature LoggedOut struct*/
        """#
    ]).check()
    let ops = result.facts.feature(named: "Root")?.integrations.map(\.op.rawValue)
    #expect(ops == ["ifCaseLet", "Scope"])
  }

  /// `@ReducerCaseEphemeral` on an alert case: still an alert destination, marked.
  @Test func reducerCaseEphemeral() {
    let result = MarkedSources([
      "Sources/App/App.swift": #"""
        @Reducer
        struct Editor { /*@feature Editor struct*/
          @Reducer
          enum Destination { /*@feature Editor.Destination enum*/
            @ReducerCaseEphemeral
            case alert(AlertState<Alert>) /*@edge Editor AlertState alert destination Editor.Destination alert*/
            enum Alert { case confirm }
          }
          @ObservableState
          struct State { @Presents var destination: Destination.State? }
          enum Action { case destination(PresentationAction<Destination.Action>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.ifLet(\.$destination, action: \.destination)
          }
        }
        """#
    ]).check()
    #expect(result.facts.feature(named: "Editor.Destination")?.reducerCases.first?.attribute
      == .ephemeral)
  }

  /// `@ReducerCaseIgnored` on a case holding plain data: an edge to the data, marked.
  @Test func reducerCaseIgnored() {
    let result = MarkedSources([
      "Sources/App/App.swift": #"""
        @Reducer
        struct Library { /*@feature Library struct*/
          @Reducer
          enum Path { /*@feature Library.Path enum*/
            case book(Book) /*@edge Library Book stack path Library.Path book*/
            @ReducerCaseIgnored
            case web(URL) /*@edge Library URL stack path Library.Path web*/
          }
          @ObservableState
          struct State { var path = StackState<Path.State>() }
          enum Action { case path(StackActionOf<Path>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.forEach(\.path, action: \.path)
          }
        }
        @Reducer struct Book {} /*@feature Book struct*/
        """#
    ]).check()
    #expect(result.facts.feature(named: "Library.Path")?.reducerCases.map(\.attribute)
      == [nil, .ignored])
  }

  /// `StackActionOf<Path>` beside the deprecated `StackAction<Path.State, Path.Action>`.
  @Test func stackActionOfAndStackAction() {
    let result = MarkedSources([
      "Sources/App/New.swift": #"""
        @Reducer
        struct New { /*@feature New struct*/
          @Reducer enum Path { case detail(Detail) } /*@feature New.Path enum*/ /*@edge New Detail stack path New.Path detail*/
          @ObservableState
          struct State { var path = StackState<Path.State>() }
          enum Action { case path(StackActionOf<Path>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.forEach(\.path, action: \.path)
          }
        }
        """#,
      "Sources/App/Old.swift": #"""
        struct Old: Reducer { /*@feature Old struct*/
          @Reducer enum Path { case detail(Detail) } /*@feature Old.Path enum*/ /*@edge Old Detail stack path Old.Path detail*/
          struct State { var path = StackState<Path.State>() }
          enum Action { case path(StackAction<Path.State, Path.Action>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.forEach(\.path, action: /Action.path) { Path() }
          }
        }
        @Reducer struct Detail {} /*@feature Detail struct*/
        """#,
    ]).check()
    #expect(result.facts.feature(named: "New")?.actionCase(named: "path")?.payloadText
      == "StackActionOf<Path>")
    #expect(result.facts.feature(named: "Old")?.actionCase(named: "path")?.payloadText
      == "StackAction<Path.State, Path.Action>")
  }

  /// `ifLet(\.$destination, action: \.destination)` with the child reducer inferred from the
  /// `@Reducer enum`, beside the deprecated `ifLet(\.$destination, action:
  /// /Action.destination) { Destination() }` with `@PresentationState`.
  @Test func ifLetWithTheDestinationInferredAndSpelledOut() {
    let result = MarkedSources([
      "Sources/App/New.swift": #"""
        @Reducer
        struct New { /*@feature New struct*/
          @Reducer enum Destination { case edit(Form) } /*@feature New.Destination enum*/ /*@edge New Form destination destination New.Destination edit*/
          @ObservableState
          struct State { @Presents var destination: Destination.State? }
          enum Action { case destination(PresentationActionOf<Destination>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.ifLet(\.$destination, action: \.destination)
          }
        }
        """#,
      "Sources/App/Old.swift": #"""
        struct Old: ReducerProtocol { /*@feature Old struct*/
          @Reducer enum Destination { case edit(Form) } /*@feature Old.Destination enum*/ /*@edge Old Form destination destination Old.Destination edit*/
          struct State { @PresentationState var destination: Destination.State? }
          enum Action { case destination(PresentationAction<Destination.Action>) }
          var body: some ReducerProtocolOf<Self> {
            Reduce { _, _ in .none }.ifLet(\.$destination, action: /Action.destination) {
              Destination()
            }
          }
        }
        @Reducer struct Form {} /*@feature Form struct*/
        """#,
    ]).check()
    #expect(result.facts.feature(named: "New")?.integrations.first?.child == nil)
    #expect(result.facts.feature(named: "Old")?.integrations.first?.child == "Old.Destination")
  }

  /// `@Reducer(state: .equatable, .sendable, action: .equatable)` on an enum reducer.
  @Test func reducerMacroArgumentsOnAnEnum() {
    MarkedSources([
      "Sources/App/App.swift": #"""
        @Reducer
        struct Shop { /*@feature Shop struct*/
          @Reducer(state: .equatable, .sendable, action: .equatable)
          enum Destination { case cart(Cart) } /*@feature Shop.Destination enum*/ /*@edge Shop Cart destination destination Shop.Destination cart*/
          @ObservableState
          struct State: Equatable { @Presents var destination: Destination.State? }
          enum Action { case destination(PresentationAction<Destination.Action>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.ifLet(\.$destination, action: \.destination)
          }
        }
        @Reducer struct Cart {} /*@feature Cart struct*/
        """#
    ]).check()
  }

  /// `forEach(\.rows, action: \.rows)` with `IdentifiedActionOf`, beside the deprecated
  /// `forEach(\.rows, action: /Action.row(id:action:))`.
  @Test func collectionsWithIdentifiedActionAndTheOldIDActionPair() {
    MarkedSources([
      "Sources/App/App.swift": #"""
        @Reducer
        struct New { /*@feature New struct*/
          @ObservableState
          struct State { var rows: IdentifiedArrayOf<Row.State> = [] } /*@edge New Row collection rows*/
          enum Action { case rows(IdentifiedActionOf<Row>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.forEach(\.rows, action: \.rows) { Row() }
          }
        }
        struct Old: Reducer { /*@feature Old struct*/
          struct State { var rows: IdentifiedArrayOf<Row.State> = [] } /*@edge Old Row collection rows*/
          enum Action { case row(id: Row.State.ID, action: Row.Action) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.forEach(\.rows, action: /Action.row(id:action:)) { Row() }
          }
        }
        @Reducer struct Row {} /*@feature Row struct*/
        """#
    ]).check()
  }
}
