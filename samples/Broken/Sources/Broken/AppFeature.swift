import ComposableArchitecture

// A stack whose Path has a case nothing pushes (unreachable-path-case; the test target builds
// it, which does not count) and a case holding plain data that the @Reducer macro would treat
// as a feature (non-reducer-case).
@Reducer
struct AppFeature {
  @Reducer
  enum Path {
    case detail(SyncUpDetail)
    case settings(Settings)
    case meeting(Meeting)
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
    var inventory = Inventory.State()
  }

  enum Action {
    case path(StackActionOf<Path>)
    case inventory(Inventory.Action)
    case syncUpTapped
    case meetingTapped(Meeting)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.inventory, action: \.inventory) { Inventory() }
    Reduce { state, action in
      switch action {
      case .syncUpTapped:
        state.path.append(.detail(SyncUpDetail.State()))
        return .none
      case let .meetingTapped(meeting):
        state.path.append(.meeting(meeting))
        return .none
      case .path, .inventory:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

@Reducer
struct Settings {
  @ObservableState
  struct State: Equatable {}
  enum Action { case signOutTapped }
}

struct Meeting: Equatable, Hashable {
  var id: UUID
  var transcript: String
}
