import ComposableArchitecture

// A navigation stack that is declared but never integrated (unintegrated-stack): pushed
// screens never run.
@Reducer
struct Onboarding {
  @Reducer
  enum Path {
    case step(OnboardingStep)
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
  }

  enum Action {
    case path(StackActionOf<Path>)
    case startTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startTapped:
        state.path.append(.step(OnboardingStep.State()))
        return .none
      case .path:
        return .none
      }
    }
  }
}

@Reducer
struct OnboardingStep {
  @ObservableState
  struct State: Equatable {}
  enum Action { case nextTapped }
}
