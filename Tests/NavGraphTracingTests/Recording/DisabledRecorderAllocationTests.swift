#if canImport(Glibc)
  import CMallocCounter
  import NavGraph
  import Testing

  @testable import NavGraphRuntime

  private struct Leaf: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action { case tap }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  private struct Element: Reducer {
    struct State: Equatable { var destination = PresentationState<Leaf.State>(wrappedValue: nil) }
    @CasePathable
    enum Action { case destination(PresentationAction<Leaf.Action>) }
    var body: some ReducerOf<Self> {
      Reduce { _, _ in .none }
        .ifLet(\.destination, action: \.destination) { Leaf() }
    }
  }

  private struct Root: Reducer {
    struct State: Equatable { var path = StackState<Element.State>() }
    @CasePathable
    enum Action { case path(StackAction<Element.State, Element.Action>) }
    var body: some ReducerOf<Self> {
      EmptyReducer()
        .forEach(\.path, action: \.path) { Element() }
    }
  }

  /// Tracing is opt-in and costs nothing when off: a store without observers
  /// allocates, per action, exactly what its reducer allocates when run by hand with the same
  /// dependencies. Counted with a malloc replacement, per thread (glibc only).
  @MainActor @Suite struct DisabledRecorderAllocationTests {
    let actions = 1_000

    @Test func theDisabledRecorderAllocatesNothingPerAction() {
      let (store, action) = makeStore()
      let core = store.core as! RootCore<Root.State, Root.Action>
      var state = core.state
      let byHand = mallocs {
        for _ in 0..<actions {
          _ = DependencyValues.$_current.withValue(core.dependencies) {
            core.reduce(&state, action)
          }
        }
      }
      let untraced = mallocs {
        for _ in 0..<actions { store.send(action) }
      }
      #expect(untraced <= byHand, "store \(untraced) vs by hand \(byHand) for \(actions) actions")

      // The count is live: the same store with a recorder attached allocates more per action.
      store.addObserver(TraceRecorder(reflecting: Root()))
      let traced = mallocs {
        for _ in 0..<actions { store.send(action) }
      }
      #expect(traced > byHand + actions, "traced \(traced) vs by hand \(byHand)")
    }

    /// A root with one stack element presenting its destination, mounted, and an action that
    /// changes the destination's state.
    private func makeStore() -> (Store<Root.State, Root.Action>, Root.Action) {
      var state = Root.State()
      var element = Element.State()
      element.destination.wrappedValue = Leaf.State()
      state.path.append(element)
      let id = state.path.ids[0]
      let store = Store(initialState: state) { Root() }
      let action = Root.Action.path(.element(id: id, action: .destination(.presented(.tap))))
      store.send(action)
      return (store, action)
    }

    /// The mallocs this thread makes in `body`, after one warm-up run (lazy caches fill once).
    private func mallocs(_ body: () -> Void) -> Int {
      body()
      navviz_malloc_count_start()
      body()
      return Int(navviz_malloc_count_stop())
    }
  }
#endif
