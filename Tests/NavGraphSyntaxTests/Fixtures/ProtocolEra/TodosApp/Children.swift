import ComposableArchitecture

struct Onboarding: ReducerProtocol { /*@feature Onboarding struct*/
  struct State: Equatable { var step = 0 }
  enum Action: Equatable { case next, finished }
  func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
    state.step += 1
    return state.step > 2 ? EffectTask(value: .finished) : .none
  }
}

struct Todo: ReducerProtocol { /*@feature Todo struct*/
  struct State: Equatable, Identifiable {
    let id: UUID
    var title = ""
    var isComplete = false
  }
  enum Action: Equatable { case toggled, titleChanged(String) }
  func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
    switch action {
    case .toggled: state.isComplete.toggle()
    case let .titleChanged(title): state.title = title
    }
    return .none
  }
}

struct Editor: ReducerProtocol { /*@feature Editor struct*/
  struct State: Equatable { var todo: Todo.State } /*@edge Editor Todo scope todo*/
  enum Action: Equatable { case save }
  var body: some ReducerProtocolOf<Self> {
    Scope(state: \.todo, action: /Action.never) { Todo() }
  }
}

struct Stats: ReducerProtocol { /*@feature Stats struct*/
  struct State: Equatable { var completed = 0 }
  enum Action: Equatable { case refresh }
  func reduce(into state: inout State, action: Action) -> EffectTask<Action> { .none }
}
