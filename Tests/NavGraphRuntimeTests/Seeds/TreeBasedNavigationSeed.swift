import NavGraphRuntime
import Testing

// Seed 000, TCA's "Tree-based navigation" article: every snippet outside view code, with only
// the import changed. Where a snippet is a fragment (`// ...`, one `case` of a switch), the
// smallest code around it that makes it compile is added and marked `(filled in)`. Doc slips
// that TCA itself would not compile are corrected and marked `(doc fix)`.

/// "Basics": `@PresentationState`, `PresentationAction`, `ifLet` with a trailing closure.
enum TreeBasics {
  @Reducer
  struct InventoryFeature {
    struct State: Equatable {
      @PresentationState var addItem: ItemFormFeature.State?
      var items: IdentifiedArrayOf<Item> = []
      // ...
    }

    enum Action {
      case addItem(PresentationAction<ItemFormFeature.Action>)
      case addButtonTapped  // (filled in)
      // ...
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .addButtonTapped:
          // Populating this state performs the navigation
          state.addItem = ItemFormFeature.State()
          return .none

        // ...
        case .addItem:  // (filled in)
          return .none
        }
      }
      .ifLet(\.$addItem, action: \.addItem) {
        ItemFormFeature()
      }
    }
  }

  /// "Enum state": the three optionals the article starts from, before modelling them as one enum.
  struct State {
    @PresentationState var detailItem: DetailFeature.State?
    @PresentationState var editItem: EditFeature.State?
    @PresentationState var addItem: AddFeature.State?
    // ...
  }
}

/// "Enum state" and "Integration": a `Destination` reducer written by hand (a struct with enum
/// `State`/`Action` and `Scope` on case key paths), integrated with `ifLet`.
enum TreeEnumState {
  @Reducer
  struct InventoryFeature {
    struct State {
      @PresentationState var destination: Destination.State?
      // ...
    }

    enum Action {
      case destination(PresentationAction<Destination.Action>)
      // ...
      case addButtonTapped  // (filled in)
      case closeButtonTapped  // (filled in)
    }

    @Reducer
    struct Destination {
      enum State {
        case addItem(AddFeature.State)
        case detailItem(DetailFeature.State)
        case editItem(EditFeature.State)
      }
      enum Action {
        case addItem(AddFeature.Action)
        case detailItem(DetailFeature.Action)
        case editItem(EditFeature.Action)
      }
      var body: some ReducerOf<Self> {
        Scope(state: \.addItem, action: \.addItem) {
          AddFeature()
        }
        Scope(state: \.editItem, action: \.editItem) {
          EditFeature()
        }
        Scope(state: \.detailItem, action: \.detailItem) {
          DetailFeature()
        }
      }
    }

    @Dependency(\.database) var database  // (filled in)

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .addButtonTapped:
          state.destination = .addItem(AddFeature.State())
          return .none

        case .destination(.presented(.editItem(.saveButtonTapped))):
          // (doc fix) the article reads `self.destination`; the state is `state.destination`.
          guard case let .editItem(editItemState) = state.destination
          else { return .none }

          state.destination = nil
          return .run { _ in
            self.database.save(editItemState.item)
          }

        case .closeButtonTapped:
          state.destination = nil
          return .none

        case .destination:  // (filled in)
          return .none
        }
      }
      .ifLet(\.$destination, action: \.destination) {
        Destination()
      }
    }
  }
}

/// "Dismissal": `@Dependency(\.dismiss)` called from an effect.
enum TreeDismissal {
  @Reducer
  struct Feature {
    struct State { /* ... */ }
    enum Action {
      case closeButtonTapped
      // ...
    }
    @Dependency(\.dismiss) var dismiss
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .closeButtonTapped:
          return .run { _ in await self.dismiss() }
        }
      }
    }
  }
}

/// "Testing": a counter that dismisses itself at 5, presented by a parent, tested exhaustively
/// and non-exhaustively.
enum TreeTesting {
  @Reducer
  struct CounterFeature {
    struct State: Equatable {
      var count = 0
    }
    enum Action {
      case decrementButtonTapped
      case incrementButtonTapped
    }

    @Dependency(\.dismiss) var dismiss

    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .decrementButtonTapped:
          state.count -= 1
          return .none

        case .incrementButtonTapped:
          state.count += 1
          return state.count >= 5
            ? .run { _ in await self.dismiss() }
            : .none
        }
      }
    }
  }

  @Reducer
  struct Feature {
    struct State: Equatable {
      @PresentationState var counter: CounterFeature.State?
    }
    enum Action {
      case counter(PresentationAction<CounterFeature.Action>)
    }
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        // Logic and behavior for core feature.
        return .none  // (filled in)
      }
      .ifLet(\.$counter, action: \.counter) {
        CounterFeature()
      }
    }
  }

  /// The last snippet asserts through a `destination` enum holding the counter.
  @Reducer
  struct DestinationFeature {  // (filled in)
    struct State: Equatable {
      @PresentationState var destination: Destination.State?
    }
    enum Action {
      case destination(PresentationAction<Destination.Action>)
    }
    @Reducer(state: .equatable)
    enum Destination {
      case counter(CounterFeature)
    }
    var body: some ReducerOf<Self> {
      EmptyReducer().ifLet(\.$destination, action: \.destination)
    }
  }
}

@MainActor
@Suite struct TreeBasedNavigationSeedTests {
  // (doc fix) the article's `func testDismissal()` awaits, so it is `async`, and it builds the
  // store with `CounterFeature()` for `Feature.State`: it is `Feature()`.
  @Test func testDismissal() async {
    let store = TestStore(
      initialState: TreeTesting.Feature.State(
        counter: TreeTesting.CounterFeature.State(count: 3)
      )
    ) {
      TreeTesting.Feature()
    }
    await store.send(.counter(.presented(.incrementButtonTapped))) {
      $0.counter?.count = 4
    }
    await store.send(.counter(.presented(.incrementButtonTapped))) {
      $0.counter?.count = 5
    }
    await store.receive(\.counter.dismiss) {
      $0.counter = nil
    }
  }

  @Test func testDismissal_NonExhaustive() async {
    let store = TestStore(
      initialState: TreeTesting.Feature.State(
        counter: TreeTesting.CounterFeature.State(count: 3)
      )
    ) {
      TreeTesting.Feature()
    }
    store.exhaustivity = .off
    await store.send(.counter(.presented(.incrementButtonTapped)))
    await store.send(.counter(.presented(.incrementButtonTapped)))
    await store.receive(\.counter.dismiss)
  }

  // XCTModify is deprecated in CasePaths, for TCA users as here; the article still uses it.
  @available(*, deprecated)
  @Test func testDismissal_XCTModify() async {
    let store = TestStore(
      initialState: TreeTesting.DestinationFeature.State(
        destination: .counter(TreeTesting.CounterFeature.State(count: 3)))
    ) {
      TreeTesting.DestinationFeature()
    }
    await store.send(.destination(.presented(.counter(.incrementButtonTapped)))) {
      XCTModify(&$0.destination, case: \.counter) {
        $0.count = 4
      }
    }
  }

  @Test func integrationSnippetsRun() async {
    let saved = LockIsolated<[Item]>([])
    let store = Store(
      initialState: TreeEnumState.InventoryFeature.State(
        destination: .editItem(EditFeature.State(item: Item(id: 7))))
    ) {
      TreeEnumState.InventoryFeature()
    } withDependencies: {
      $0.database.save = { item in saved.withValue { $0.append(item) } }
    }
    await store.send(.destination(.presented(.editItem(.saveButtonTapped)))).finish()
    #expect(store.state.destination == nil)
    #expect(saved.value == [Item(id: 7)])
  }
}
