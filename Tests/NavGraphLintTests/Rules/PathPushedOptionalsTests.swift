import NavGraphCore
import NavGraphLint
import Testing

/// Optional child states pushed as elements of a `NavigationStack(path:)` over a plain array of
/// routes, one `IfLetStore` per route in the `switch` of `navigationDestination(for:)`: each is
/// a pushed screen, and two of them set at once are a deeper stack, not a clash.
@Suite struct PathPushedOptionalsTests {
  private static let source = #"""
    @Reducer
    struct Workout {
      struct State: Equatable {
        @BindingState var path: [Scene] = []
        var start: Start.State?
        var timer: Timer.State?
      }
      enum Scene: Hashable { case start, timer }
      enum Action: BindableAction {
        case binding(BindingAction<State>)
        case startTapped
        case start(Start.Action)
        case timer(Timer.Action)
      }
      var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
          switch action {
          case .startTapped:
            state.start = Start.State()
            state.path.append(.start)
            return .none
          case .start(.goTapped):
            state.timer = Timer.State()
            state.path.append(.timer)
            return .none
          case .binding, .start, .timer:
            return .none
          }
        }
        .ifLet(\.start, action: \.start) { Start() }
        .ifLet(\.timer, action: \.timer) { Timer() }
      }
    }
    @Reducer struct Start {
      struct State: Equatable {}
      enum Action { case goTapped }
      var body: some ReducerOf<Self> { EmptyReducer() }
    }
    @Reducer struct Timer {
      struct State: Equatable {}
      enum Action {}
      var body: some ReducerOf<Self> { EmptyReducer() }
    }
    struct WorkoutView: View {
      let store: StoreOf<Workout>
      var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
          NavigationStack(path: viewStore.binding(\.$path)) {
            Text("Workout")
              .navigationDestination(for: Workout.Scene.self) { scene in
                switch scene {
                case .start:
                  IfLetStore(store.scope(state: \.start, action: { .start($0) })) {
                    StartView(store: $0)
                  }
                case .timer:
                  if true {
                    IfLetStore(store.scope(state: \.timer, action: { .timer($0) })) {
                      TimerView(store: $0)
                    }
                  }
                }
              }
          }
        }
      }
    }
    """#

  @Test func eachBranchIsAPushedScreenThatNothingClears() {
    let findings = RuleExamples.lint(Self.source, with: UnclearedChildStateRule())
    #expect(findings.map(\.fields) == [["start"], ["timer"]])
    #expect(findings.allSatisfy { $0.message.contains("a view pushes") })
  }

  @Test func screensStackedOnOnePathAreNoSiblingClash() {
    #expect(RuleExamples.lint(Self.source, with: MultiplePresentationOptionalsRule()).isEmpty)
  }
}
