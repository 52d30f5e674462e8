import ComposableArchitecture
import SwiftUI

@Reducer
struct SyncUpForm { /*@feature SyncUpForm struct*/
  @ObservableState
  struct State: Equatable, Sendable {
    var focus: Field? = .title
    var syncUp: SyncUp
    enum Field: Hashable { case attendee(Attendee.ID), title }
  }
  enum Action: BindableAction, Equatable, Sendable {
    case addAttendeeButtonTapped
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

@Reducer
struct RecordMeeting { /*@feature RecordMeeting struct*/
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>? /*@edge RecordMeeting AlertState alert alert - - alert*/
    var secondsElapsed = 0
    @Shared var syncUp: SyncUp
  }
  enum Action {
    case alert(PresentationAction<Alert>)
    case endMeetingButtonTapped
    case onTask
    @CasePathable
    enum Alert { case confirmDiscard, confirmSave }
  }
  @Dependency(\.dismiss) var dismiss
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmSave)):
        return .run { send in
          await self.dismiss()
          await send(.onTask)
        }
      case .endMeetingButtonTapped:
        state.alert = .endMeeting(isDiscardable: true)
        return .none
      default:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

struct RecordMeetingView: View {
  @Bindable var store: StoreOf<RecordMeeting>
  var body: some View {
    Text("\(store.secondsElapsed)")
      .alert($store.scope(state: \.alert, action: \.alert))
  }
}

struct Meeting: Equatable, Hashable, Identifiable, Codable {
  let id: UUID
  var date: Date
  var transcript: String
}
