import ComposableArchitecture
import SwiftUI

// Workout pushes its screens by appending to a plain array of routes and setting each screen's
// optional state beside it, but nothing sets that state back to nil when a screen is popped or
// "Done" empties the path (uncleared-child-state): the timer's state and its reducer, still
// under `ifLet`, outlive the workout.
@Reducer
struct Workout {
  @ObservableState
  struct State {
    var path: [Route] = []
    var timer: WorkoutTimer.State?
  }

  enum Route: Hashable { case timer }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case startTapped
    case doneTapped
    case timer(WorkoutTimer.Action)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .startTapped:
        state.timer = WorkoutTimer.State()
        state.path.append(.timer)
        return .none
      case .doneTapped:
        state.path = []
        return .none
      case .binding, .timer:
        return .none
      }
    }
    .ifLet(\.timer, action: \.timer) {
      WorkoutTimer()
    }
  }
}

@Reducer
struct WorkoutTimer {
  @ObservableState
  struct State { var seconds = 0 }
  enum Action { case tick }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.seconds += 1
      return .none
    }
  }
}

struct WorkoutView: View {
  @Bindable var store: StoreOf<Workout>

  var body: some View {
    NavigationStack(path: $store.path) {
      Button("Start") { store.send(.startTapped) }
        .navigationDestination(for: Workout.Route.self) { route in
          switch route {
          case .timer:
            IfLetStore(store.scope(state: \.timer, action: \.timer)) { timerStore in
              Text("\(timerStore.seconds) s")
            }
          }
        }
    }
  }
}
