import NavGraphLint
import Testing

@Suite struct UnpresentedDestinationCaseRuleTests {
  @Test func examples() {
    RuleExamples.check(UnpresentedDestinationCaseRule())
  }

  /// A pre-1.0 feature whose Destination is a hand-written reducer.
  private static let legacyFeature = #"""
    struct Library: Reducer {
      struct Destination: Reducer {
        enum State { case add(AddBook.State), edit(AddBook.State) }
        enum Action { case add(AddBook.Action), edit(AddBook.Action) }
        var body: some ReducerOf<Self> {
          Scope(state: /State.add, action: /Action.add) { AddBook() }
          Scope(state: /State.edit, action: /Action.edit) { AddBook() }
        }
      }
      struct State { @PresentationState var destination: Destination.State? }
      enum Action {
        case destination(PresentationAction<Destination.Action>)
        case addTapped, editTapped
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .addTapped: state.destination = .add(AddBook.State())
          case .editTapped: state.destination = .edit(AddBook.State())
          case .destination: break
          }
          return .none
        }
        .ifLet(\.$destination, action: /Action.destination) { Destination() }
      }
    }
    struct AddBook: Reducer {
      struct State {}
      enum Action { case save }
      func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
    }

    """#

  /// The taps that build the cases, sent as a screen sends them.
  private static let sentTaps = #"""
    func sendTaps(_ store: StoreOf<Library>) {
      store.send(.addTapped)
      store.send(.editTapped)
    }

    """#

  /// The older API names the case in a separate `state:` case path.
  @Test func theOlderAPIsCasePath() {
    let view = #"""
      struct LibraryView: View {
        let store: StoreOf<Library>
        var body: some View {
          List {}
            .sheet(
              store: store.scope(state: \.$destination, action: { .destination($0) }),
              state: /Library.Destination.State.add, action: Library.Destination.Action.add
            ) { AddBookView(store: $0) }
        }
      }
      """#
    let found = RuleExamples.lint(
      Self.legacyFeature + Self.sentTaps + view, with: UnpresentedDestinationCaseRule())
    #expect(found.map { $0.case } == ["edit"])
  }

  /// A `SwitchStore` over the destination's store shows every case.
  @Test func aSwitchStoreOverTheDestination() {
    let view = #"""
      struct LibraryView: View {
        let store: StoreOf<Library>
        var body: some View {
          List {}
            .sheet(
              store: store.scope(state: \.$destination, action: { .destination($0) }),
              state: /Library.Destination.State.add, action: Library.Destination.Action.add
            ) { AddBookView(store: $0) }
            .overlay {
              IfLetStore(store.scope(state: \.destination, action: { .destination(.presented($0)) }))
              { SwitchStore($0) { _ in EmptyView() } }
            }
        }
      }
      """#
    #expect(
      RuleExamples.lint(
      Self.legacyFeature + Self.sentTaps + view, with: UnpresentedDestinationCaseRule()) == [])
  }

  /// A case only an action nothing sends builds is `dead-action-case`'s finding alone: it is
  /// never built, so what the views lack is not why nothing shows.
  @Test func aCaseOnlyADeadActionBuildsIsLeftToDeadActionCase() {
    let view = #"""
      struct LibraryView: View {
        let store: StoreOf<Library>
        var body: some View {
          Button("Add") { store.send(.addTapped) }
            .sheet(
              store: store.scope(state: \.$destination, action: { .destination($0) }),
              state: /Library.Destination.State.add, action: Library.Destination.Action.add
            ) { AddBookView(store: $0) }
        }
      }
      """#
    let source = Self.legacyFeature + view
    #expect(RuleExamples.lint(source, with: UnpresentedDestinationCaseRule()) == [])
    #expect(RuleExamples.lint(source, with: DeadActionCaseRule()).map { $0.case } == ["edit"])
  }
}
