import NavGraphCore
import NavGraphLint
import Testing

/// A reducer that declares no `State` or `Action` runs on the ones its body's type names
/// (`var body: some Reducer<RatingState<ID>, RatingAction>`): a generic, reusable component
/// whose domain is declared beside it, or a side reducer on another feature's state.
@Suite struct BodyDomainTests {
  @Test func aReusableReducerHoldsTheStateItsBodyNames() {
    let scan = ShapeScan.scan(#"""
      @ObservableState
      struct RatingState<ID: Hashable>: Equatable {
        @Presents var alert: AlertState<RatingAction.Alert>?
        let id: ID
        var stars = 0
      }
      @CasePathable
      enum RatingAction {
        case alert(PresentationAction<Alert>)
        case failed
        enum Alert: Equatable {}
      }
      @Reducer
      struct Rating<ID: Hashable> {
        var body: some Reducer<RatingState<ID>, RatingAction> {
          Reduce { state, action in
            if case .failed = action { state.alert = AlertState { TextState("Failed") } }
            return .none
          }
          .ifLet(\.$alert, action: \.alert)
        }
      }
      struct RatingButton<ID: Hashable>: View {
        @Bindable var store: Store<RatingState<ID>, RatingAction>
        var body: some View {
          Button("Rate") { store.send(.failed) }
            .alert($store.scope(state: \.alert, action: \.alert))
        }
      }
      """#)
    #expect(ShapeScan.edges(scan) == ["Rating alert alert -> AlertState (alert)"])
    #expect(!scan.census.sites.contains { $0.reading == .unexplained }, "\(scan.census.sites)")
  }

  /// `Scope(state: \.self, action: \.load) { LoadReducer() }` where `LoadReducer`'s body runs
  /// on `Shelf.State`: part of `Shelf`, never drawn as a feature of its own, also when that
  /// `State` is declared at the top level behind `Shelf`'s alias.
  @Test(arguments: [
    "@ObservableState struct State { var books: [String] = [] }",
    "typealias State = ShelfState",
  ])
  func aSideReducerOnAnotherFeaturesStateIsPartOfIt(state: String) {
    let scan = ShapeScan.scan(#"""
      @Reducer
      struct Shelf {
        \#(state)
        enum Action { case load(LoadReducer.Action) }
        var body: some ReducerOf<Self> {
          Scope(state: \.self, action: \.load) { LoadReducer() }
        }
      }
      @Reducer
      struct LoadReducer {
        enum Action { case start, loaded([String]) }
        var body: some Reducer<Shelf.State, Action> {
          Reduce { state, action in
            if case .loaded(let books) = action { state.books = books }
            return .none
          }
        }
      }
      @ObservableState struct ShelfState { var books: [String] = [] }
      """#)
    #expect(scan.graph.features.map(\.name) == ["Shelf"])
  }

  /// A bare `State` in the body's type of a nested reducer that declares none is, as Swift
  /// looks names up, the enclosing feature's: the nested reducer is a side reducer of it.
  @Test func aBareStateInANestedReducersBodyIsTheEnclosingFeatures() {
    let scan = ShapeScan.scan(#"""
      @Reducer
      struct Shelf {
        @ObservableState
        struct State { @Presents var book: Book.State? }
        enum Action { case book(PresentationAction<Book.Action>) }
        @Reducer
        struct Tracking {
          var body: some Reducer<State, Action> { EmptyReducer() }
        }
        var body: some ReducerOf<Self> {
          Reduce { _, _ in .none }.ifLet(\.$book, action: \.book) { Book() }
        }
      }
      @Reducer struct Book { struct State {}; enum Action {} }
      """#)
    #expect(ShapeScan.edges(scan) == ["Shelf presentation book -> Book"])
    #expect(scan.graph.features.map(\.name) == ["Book", "Shelf"])
  }
}
