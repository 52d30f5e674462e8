import ComposableArchitecture
import SwiftUI

@Reducer
struct AppFeature { /*@feature AppFeature struct*/
  @Reducer
  enum Path { /*@feature AppFeature.Path enum*/
    case detail(SyncUpDetail) /*@edge AppFeature SyncUpDetail stack path AppFeature.Path detail navigationStack*/
    case meeting(Meeting, syncUp: SyncUp) /*@edge AppFeature Meeting stack path AppFeature.Path meeting navigationStack*/
    case record(RecordMeeting) /*@edge AppFeature RecordMeeting stack path AppFeature.Path record navigationStack*/
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
    var syncUpsList = SyncUpsList.State() /*@edge AppFeature SyncUpsList scope syncUpsList*/
  }

  enum Action {
    case path(StackActionOf<Path>)
    case syncUpsList(SyncUpsList.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.syncUpsList, action: \.syncUpsList) {
      SyncUpsList()
    }
    Reduce { state, action in
      switch action {
      case let .path(.element(id, .detail(.delegate(delegate)))):
        guard case let .some(.detail(detailState)) = state.path[id: id] else { return .none }
        switch delegate {
        case .startMeeting:
          state.path.append(.record(RecordMeeting.State(syncUp: detailState.$syncUp)))
          return .none
        }
      case .path, .syncUpsList:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}
extension AppFeature.Path.State: Equatable {}

struct AppView: View {
  @Bindable var store: StoreOf<AppFeature>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      SyncUpsListView(store: store.scope(state: \.syncUpsList, action: \.syncUpsList))
    } destination: { store in
      switch store.case {
      case let .detail(detailStore):
        SyncUpDetailView(store: detailStore)
      case let .meeting(meeting, syncUp):
        MeetingView(meeting: meeting, syncUp: syncUp)
      case let .record(recordStore):
        RecordMeetingView(store: recordStore)
      }
    }
  }
}
/*@root AppFeature*/
