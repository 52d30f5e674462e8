import ComposableArchitecture

// A Destination enum with a case nothing presents (unreachable-destination-case), an alert
// kept beside it (alert-outside-destination, and two optionals: multiple-presentation-optionals),
// and the destination integrated twice (duplicate-integration).
@Reducer
struct SyncUpDetail {
  @Reducer
  enum Destination {
    case edit(SyncUpForm)
    case share(ShareSheet)
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    @Presents var alert: AlertState<Action.Alert>?
    var title = ""
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case alert(PresentationAction<Alert>)
    case editButtonTapped
    case deleteButtonTapped
    enum Alert { case confirmDeletion }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .editButtonTapped:
        state.destination = .edit(SyncUpForm.State(title: state.title))
        return .none
      case .deleteButtonTapped:
        state.alert = AlertState { TextState("Delete this sync-up?") }
        return .none
      case .destination, .alert:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$destination, action: \.destination)
  }
}

@Reducer
struct SyncUpForm {
  @ObservableState
  struct State: Equatable { var title = "" }
  enum Action { case titleChanged(String) }
}

@Reducer
struct ShareSheet {
  @ObservableState
  struct State: Equatable {}
  enum Action { case shareTapped }
}
