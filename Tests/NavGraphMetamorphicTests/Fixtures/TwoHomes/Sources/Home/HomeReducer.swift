import ComposableArchitecture

// Two modules each declare a `HomeReducer`: the graph tells them apart by module.
@Reducer
struct HomeReducer {
  @ObservableState
  struct State {
    @Presents var settings: Settings.State?
  }
  enum Action {
    case settings(PresentationAction<Settings.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.$settings, action: \.settings) { Settings() }
  }
}

@Reducer
struct Settings {
  struct State {}
  enum Action {}
}
