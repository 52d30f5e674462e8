import NavGraphRuntime

// The child and parent of the presentation tests: a timer that counts ticks and can dismiss
// itself, presented by a parent that logs what it sees when the child is dismissed.

@Reducer
struct Child {
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
  }
  enum Action: Equatable { case startTimer, tick, close, increment }
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startTimer:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
      case .tick, .increment:
        state.count += 1
        return .none
      case .close:
        return .run { _ in await dismiss() }
      }
    }
  }
}

@Reducer
struct Parent {
  struct State: Equatable {
    @Presents var child: Child.State? = nil
    var log: [String] = []
  }
  enum Action: Equatable {
    case child(PresentationAction<Child.Action>)
    case present(id: Int)
    case dismissFromParent
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .child(.dismiss):
        state.log.append("dismiss saw count \(state.child?.count ?? -1)")
        return .none
      case .child:
        return .none
      case let .present(id):
        state.child = Child.State(id: id)
        return .none
      case .dismissFromParent:
        state.child = nil
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) { Child() }
  }
}
