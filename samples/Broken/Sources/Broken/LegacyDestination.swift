import ComposableArchitecture

// A hand-written Destination reducer (the style before `@Reducer enum`) that forgot to scope
// one of its cases (unscoped-destination-case): the export screen's buttons do nothing.
struct LegacyDestination: Reducer {
  enum State: Equatable {
    case settings(Settings.State)
    case export(ExportFeature.State)
  }

  enum Action {
    case settings(Settings.Action)
    case export(ExportFeature.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: /State.settings, action: /Action.settings) { Settings() }
  }
}

struct ExportFeature: Reducer {
  struct State: Equatable {}
  enum Action { case exportTapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

struct LegacyRoot: Reducer {
  struct State: Equatable {
    @PresentationState var destination: LegacyDestination.State?
  }

  enum Action {
    case destination(PresentationAction<LegacyDestination.Action>)
    case settingsTapped
    case exportTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .settingsTapped:
        state.destination = .settings(Settings.State())
        return .none
      case .exportTapped:
        state.destination = .export(ExportFeature.State())
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: /Action.destination) { LegacyDestination() }
  }
}
