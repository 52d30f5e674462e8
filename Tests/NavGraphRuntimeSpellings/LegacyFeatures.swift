import NavGraphRuntime

// Features as TCA 1.0–1.3 wrote them, with the case-path (`AnyCasePath`) spelling of every
// navigation operator, left undeprecated on purpose: each use must give the deprecation warning
// TCA gives, and nothing else (expected-warnings.txt, checked by scripts/check-runtime-alone.sh).

struct Counter: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
  }
  enum Action: Equatable { case increment }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

enum Choice: Equatable { case confirm }

struct Presenter: Reducer {
  struct State: Equatable {
    @PresentationState var counter: Counter.State? = nil
    @PresentationState var alert: AlertState<Choice>? = nil
  }
  enum Action: Equatable {
    case alert(PresentationAction<Choice>)
    case counter(PresentationAction<Counter.Action>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$counter, action: /Action.counter) { Counter() }
      .ifLet(\.$alert, action: /Action.alert)
  }
}

struct Stack: Reducer {
  struct State: Equatable {
    var path = StackState<Counter.State>()
  }
  enum Action: Equatable {
    case path(StackAction<Counter.State, Counter.Action>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.path, action: /Action.path) { Counter() }
  }
}

struct Mode: Reducer {
  @CasePathable
  enum State: Equatable {
    case idle
    case counting(Counter.State)
  }
  enum Action: Equatable {
    case counting(Counter.Action)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifCaseLet(/State.counting, action: /Action.counting) { Counter() }
  }
}

struct OptionalHost: Reducer {
  struct State: Equatable {
    var counter: Counter.State?
    var alert: AlertState<Choice>?
  }
  enum Action: Equatable {
    case alert(Choice)
    case counter(Counter.Action)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.counter, action: /Action.counter) { Counter() }
      .ifLet(\.alert, action: /Action.alert)
  }
}

struct Rows: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Counter.State> = []
  }
  enum Action: Equatable {
    case row(id: Counter.State.ID, action: Counter.Action)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: /Action.row) { Counter() }
  }
}

struct Scoped: Reducer {
  struct State: Equatable {
    var counter = Counter.State()
    var mode = Mode.State.idle
  }
  enum Action: Equatable {
    case counter(Counter.Action)
    case mode(Mode.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: /Action.counter) { Counter() }
    Scope(state: \.mode, action: /Action.mode) {
      Scope(state: /Mode.State.counting, action: /Mode.Action.counting) { Counter() }
    }
  }
}
