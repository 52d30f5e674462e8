import NavGraphRuntime
import Testing

// Seeds 001 and 002, the two versions of TCA's "Stack-based navigation" article: every snippet
// outside view code, with only the import changed. 001 writes the `Path` reducer by hand (a
// struct with enum `State`/`Action` and `Scope`s); 002 uses `@Reducer enum Path`. Fragments are
// completed as in `TreeBasedNavigationSeed.swift`, marked `(filled in)`; doc slips that TCA
// itself would not compile are corrected and marked `(doc fix)`.

/// Seed 001, "Basics" and "Integration".
enum StackV1 {
  @Reducer
  struct RootFeature {
    struct State {
      var path = StackState<Path.State>()
      // ...
    }
    enum Action {
      case path(StackAction<Path.State, Path.Action>)
      // ...
      case closeButtonTapped  // (filled in)
    }

    @Reducer
    struct Path {
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
        // Core logic for root feature
        switch action {  // (filled in)
        case let .path(.element(id: id, action: .editItem(.saveButtonTapped))):
          guard case let .editItem(editItemState) = state.path[id: id]
          else { return .none }

          state.path.pop(from: id)
          return .run { _ in
            await self.database.save(editItemState.item)
          }

        case .closeButtonTapped:
          // (doc fix) the article reads `state.popLast()`; the stack is `state.path`.
          state.path.popLast()
          return .none

        case .path:  // (filled in)
          return .none
        }
      }
      .forEach(\.path, action: \.path) {
        Path()
      }
    }
  }

  /// "Dismissal": sending after `dismiss()` is the logic error the article warns about.
  @Reducer
  struct Feature {
    struct State { /* ... */ }
    enum Action {
      case closeButtonTapped
      // ...
      case tick  // (filled in)
    }
    @Dependency(\.dismiss) var dismiss
    var body: some Reducer<State, Action> {
      Reduce { state, action in
        switch action {
        case .closeButtonTapped:
          return .run { _ in await self.dismiss() }
        // ...
        case .tick:  // (filled in)
          return .run { send in
            await self.dismiss()
            await send(.tick)  // ⚠️
          }
        }
      }
    }
  }

  /// "Testing".
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
  struct TestedFeature {  // the article's second `Feature`
    struct State: Equatable {
      var path = StackState<Path.State>()
    }
    enum Action {
      case path(StackAction<Path.State, Path.Action>)
    }

    @Reducer
    struct Path {
      // (doc fix) the article names the counter `Counter` here and `CounterFeature` above.
      enum State: Equatable { case counter(CounterFeature.State) }
      enum Action { case counter(CounterFeature.Action) }
      var body: some ReducerOf<Self> {
        Scope(state: \.counter, action: \.counter) { CounterFeature() }
      }
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        // Logic and behavior for core feature.
        return .none  // (filled in)
      }
      .forEach(\.path, action: \.path) { Path() }
    }
  }
}

/// Seed 002, the `@Reducer enum Path` version.
enum StackV2 {
  @Reducer
  struct RootFeature {
    @ObservableState
    struct State {
      var path = StackState<Path.State>()
      // ...
    }
    enum Action {
      case path(StackActionOf<Path>)
      // ...
      case closeButtonTapped  // (filled in)
    }

    @Reducer
    enum Path {
      case addItem(AddFeature)
      case detailItem(DetailFeature)
      case editItem(EditFeature)
    }

    @Dependency(\.database) var database  // (filled in)

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        // Core logic for root feature
        switch action {  // (filled in)
        case let .path(.element(id: id, action: .editItem(.saveButtonTapped))):
          guard let editItemState = state.path[id: id]?.editItem
          else { return .none }

          state.path.pop(from: id)
          return .run { _ in
            await self.database.save(editItemState.item)
          }

        case .closeButtonTapped:
          // (doc fix) as in 001: `state.path.popLast()`.
          state.path.popLast()
          return .none

        case .path:  // (filled in)
          return .none
        }
      }
      .forEach(\.path, action: \.path)
    }
  }

  /// "Integration": pushing from a `list` feature's action (the article's `list`/`detail`
  /// cases belong to another `Path` than the one it declares).
  @Reducer
  struct ListFeature {  // (filled in)
    @ObservableState
    struct State: Equatable {}
    enum Action: Equatable { case detailButtonTapped }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @Reducer
  struct ListRootFeature {  // (filled in)
    @ObservableState
    struct State {
      var path = StackState<Path.State>()
    }
    enum Action {
      case path(StackActionOf<Path>)
    }
    @Reducer
    enum Path {
      case list(ListFeature)
      case detail(DetailFeature)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .path(.element(id: _, action: .list(.detailButtonTapped))):
          state.path.append(.detail(DetailFeature.State()))
          return .none
        case .path:  // (filled in)
          return .none
        }
      }
      .forEach(\.path, action: \.path)
    }
  }

  /// "Dismissal".
  @Reducer
  struct Feature {
    @ObservableState
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
        // ...
        }
      }
    }
  }

  /// "Testing".
  @Reducer
  struct CounterFeature {
    @ObservableState
    struct State: Equatable {
      var count = 0
    }
    enum Action {
      case decrementButtonTapped
      case incrementButtonTapped
      case response  // (filled in) the article receives `\.path[id: 0].counter.response`
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

        case .response:  // (filled in)
          return .none
        }
      }
    }
  }

  @Reducer
  struct TestedFeature {  // the article's second `Feature`
    @ObservableState
    struct State: Equatable {
      var path = StackState<Path.State>()
    }
    enum Action {
      case path(StackActionOf<Path>)
    }

    @Reducer
    struct Path {
      // (doc fix) `Counter` → `CounterFeature`, as in 001.
      enum State: Equatable { case counter(CounterFeature.State) }
      enum Action { case counter(CounterFeature.Action) }
      var body: some ReducerOf<Self> {
        Scope(state: \.counter, action: \.counter) { CounterFeature() }
      }
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        // Logic and behavior for core feature.
        return .none  // (filled in)
      }
      .forEach(\.path, action: \.path) { Path() }
    }
  }
}

// The articles' tests. (doc fix) each `func testDismissal()` awaits, so it is `async`, and
// builds its store with `CounterFeature()` for `Feature.State`: it is the tested feature. 001
// sends `.path(.element(id: 0, action: .incrementButtonTapped))`, skipping the `.counter` case
// its own `Path.Action` requires: it is `.counter(.incrementButtonTapped)`.
@MainActor
@Suite struct StackBasedNavigationSeedTests {
  // XCTModify is deprecated in CasePaths, for TCA users as here; the article still uses it.
  @available(*, deprecated)
  @Test func testDismissal_001() async {
    let store = TestStore(
      initialState: StackV1.TestedFeature.State(
        path: StackState([
          .counter(StackV1.CounterFeature.State(count: 3))
        ])
      )
    ) {
      StackV1.TestedFeature()
    }
    await store.send(.path(.element(id: 0, action: .counter(.incrementButtonTapped)))) {
      XCTModify(&$0.path[id: 0], case: \.counter) {
        $0.count = 4
      }
    }
    await store.send(.path(.element(id: 0, action: .counter(.incrementButtonTapped)))) {
      XCTModify(&$0.path[id: 0], case: \.counter) {
        $0.count = 5
      }
    }
    await store.receive(\.path.popFrom) {
      $0.path[id: 0] = nil
    }
  }

  @Test func testDismissal_001_subscriptCase() async {
    let store = TestStore(
      initialState: StackV1.TestedFeature.State(
        path: StackState([.counter(StackV1.CounterFeature.State(count: 3))]))
    ) {
      StackV1.TestedFeature()
    }
    await store.send(.path(.element(id: 0, action: .counter(.incrementButtonTapped)))) {
      $0.path[id: 0, case: \.counter]?.count = 4
    }
  }

  @Test func testDismissal_001_NonExhaustive() async {
    let store = TestStore(
      initialState: StackV1.TestedFeature.State(
        path: StackState([.counter(StackV1.CounterFeature.State(count: 3))]))
    ) {
      StackV1.TestedFeature()
    }
    store.exhaustivity = .off

    await store.send(.path(.element(id: 0, action: .counter(.incrementButtonTapped))))
    await store.send(.path(.element(id: 0, action: .counter(.incrementButtonTapped))))
    await store.receive(\.path.popFrom)
  }

  // XCTModify is deprecated in CasePaths, for TCA users as here; the article still uses it.
  @available(*, deprecated)
  @Test func testDismissal_002() async {
    let store = TestStore(
      initialState: StackV2.TestedFeature.State(
        path: StackState([
          .counter(StackV2.CounterFeature.State(count: 3))
        ])
      )
    ) {
      StackV2.TestedFeature()
    }
    await store.send(\.path[id: 0].counter.incrementButtonTapped) {
      XCTModify(&$0.path[id: 0], case: \.counter) {
        $0.count = 4
      }
    }
    await store.send(\.path[id: 0].counter.incrementButtonTapped) {
      $0.path[id: 0, case: \.counter]?.count = 5
    }
    await store.receive(\.path.popFrom) {
      $0.path[id: 0] = nil
    }
  }

  @Test func testDismissal_002_NonExhaustive() async {
    let store = TestStore(
      initialState: StackV2.TestedFeature.State(
        path: StackState([.counter(StackV2.CounterFeature.State(count: 3))]))
    ) {
      StackV2.TestedFeature()
    }
    store.exhaustivity = .off
    await store.send(\.path[id: 0].counter.incrementButtonTapped)
    await store.send(\.path[id: 0].counter.incrementButtonTapped)
    await store.receive(\.path.popFrom)
  }

  /// The article shows `receive(\.path[id: 0].counter.response)` without the feature that
  /// sends `response`: compiled, not run.
  func receiveThroughAnElementCasePath_002(_ store: TestStoreOf<StackV2.TestedFeature>) async {
    await store.receive(\.path[id: 0].counter.response) {
      _ = $0
    }
  }

  @Test func integrationSnippetsRun() async {
    let saved = LockIsolated<[Item]>([])
    let store = Store(
      initialState: StackV2.RootFeature.State(
        path: StackState([.editItem(EditFeature.State(item: Item(id: 3)))]))
    ) {
      StackV2.RootFeature()
    } withDependencies: {
      $0.database.save = { item in saved.withValue { $0.append(item) } }
    }
    let id = store.state.path.ids[0]
    await store.send(.path(.element(id: id, action: .editItem(.saveButtonTapped)))).finish()
    #expect(store.state.path.isEmpty)
    #expect(saved.value == [Item(id: 3)])

    let list = Store(
      initialState: StackV2.ListRootFeature.State(
        path: StackState([.list(StackV2.ListFeature.State())]))
    ) {
      StackV2.ListRootFeature()
    }
    list.send(.path(.element(id: list.state.path.ids[0], action: .list(.detailButtonTapped))))
    #expect(list.state.path.count == 2)
  }
}
