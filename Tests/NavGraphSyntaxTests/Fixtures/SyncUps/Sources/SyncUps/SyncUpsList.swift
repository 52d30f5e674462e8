import ComposableArchitecture
import SwiftUI

@Reducer
struct SyncUpsList { /*@feature SyncUpsList struct*/
  @Reducer(state: .equatable)
  enum Destination { /*@feature SyncUpsList.Destination enum*/
    case add(SyncUpForm) /*@edge SyncUpsList SyncUpForm destination destination SyncUpsList.Destination add sheet*/
    case alert(AlertState<Alert>) /*@edge SyncUpsList AlertState alert destination SyncUpsList.Destination alert alert*/

    @CasePathable
    enum Alert {
      case confirmLoadMockData
    }
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    var syncUps: IdentifiedArrayOf<SyncUp> = []
  }

  enum Action {
    case addSyncUpButtonTapped
    case confirmAddSyncUpButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case dismissAddSyncUpButtonTapped
    case onDelete(IndexSet)
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addSyncUpButtonTapped:
        state.destination = .add(SyncUpForm.State(syncUp: SyncUp(id: SyncUp.ID(uuid()))))
        return .none
      case .confirmAddSyncUpButtonTapped:
        guard case let .some(.add(editState)) = state.destination else { return .none }
        state.syncUps.append(editState.syncUp)
        state.destination = nil
        return .none
      case .destination(.presented(.alert(.confirmLoadMockData))):
        state.syncUps = [.mock, .designMock, .engineeringMock]
        return .none
      case .destination:
        return .none
      case .dismissAddSyncUpButtonTapped:
        state.destination = nil
        return .none
      case let .onDelete(indexSet):
        state.syncUps.remove(atOffsets: indexSet)
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension AlertState where Action == SyncUpsList.Destination.Alert {
  static let dataFailedToLoad = Self {
    TextState("Data failed to load")
  }
}
