import ComposableArchitecture
import SwiftUI

@Reducer
struct SyncUpDetail { /*@feature SyncUpDetail struct*/
  @Reducer(state: .equatable)
  enum Destination { /*@feature SyncUpDetail.Destination enum*/
    case alert(AlertState<Alert>) /*@edge SyncUpDetail AlertState alert destination SyncUpDetail.Destination alert alert*/
    case edit(SyncUpForm) /*@edge SyncUpDetail SyncUpForm destination destination SyncUpDetail.Destination edit sheet*/
    @CasePathable
    enum Alert {
      case confirmDeletion
      case continueWithoutRecording
      case openSettings
    }
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    @Shared var syncUp: SyncUp
  }

  enum Action: Sendable {
    case cancelEditButtonTapped
    case delegate(Delegate)
    case deleteButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case doneEditingButtonTapped
    case editButtonTapped
    case startMeetingButtonTapped

    @CasePathable
    enum Delegate {
      case startMeeting(Shared<SyncUp>)
    }
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.openSettings) var openSettings

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteButtonTapped:
        state.destination = .alert(.deleteSyncUp)
        return .none
      case .destination(.presented(.alert(.confirmDeletion))):
        return .run { _ in await self.dismiss() }
      case .editButtonTapped:
        state.destination = .edit(SyncUpForm.State(syncUp: state.syncUp))
        return .none
      case .startMeetingButtonTapped:
        return .send(.delegate(.startMeeting(state.$syncUp)))
      case .cancelEditButtonTapped, .delegate, .destination, .doneEditingButtonTapped:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}
