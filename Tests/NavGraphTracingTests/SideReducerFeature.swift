import NavGraph

/// A feature with a side reducer on its own domain (`typealias State = SideReducerFeature.State`),
/// composed into its body: reflection and the scanner both draw the feature owning its stack,
/// and the side reducer as no feature at all.
@Reducer
struct SideReducerFeature {
  @Reducer
  enum Path {
    case settings(SideSettingsFeature)
  }

  @ObservableState
  struct State {
    var path = StackState<Path.State>()
  }

  enum Action {
    case path(StackActionOf<Path>)
    case settingsTapped
  }

  var body: some ReducerOf<Self> {
    Analytics()
    Reduce { state, action in
      if case .settingsTapped = action { state.path.append(.settings(SideSettingsFeature.State())) }
      return .none
    }
    .forEach(\.path, action: \.path)
  }
}

extension SideReducerFeature {
  /// Counts pushes; composed into the feature's body, on the feature's own state.
  struct Analytics: Reducer {
    typealias State = SideReducerFeature.State
    typealias Action = SideReducerFeature.Action

    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }
}

@Reducer
struct SideSettingsFeature {
  struct State {}
  enum Action {}
  var body: some ReducerOf<Self> { EmptyReducer() }
}
