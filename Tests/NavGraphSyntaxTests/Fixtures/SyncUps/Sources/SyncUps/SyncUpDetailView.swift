import ComposableArchitecture
import SwiftUI

struct SyncUpDetailView: View {
  @Bindable var store: StoreOf<SyncUpDetail>

  var body: some View {
    Form {
      Button("Start Meeting") { store.send(.startMeetingButtonTapped) }
      ForEach(store.syncUp.meetings) { meeting in
        NavigationLink(state: AppFeature.Path.State.meeting(meeting, syncUp: store.syncUp)) {
          Text(meeting.date, style: .date)
        }
      }
      Button("Delete") { store.send(.deleteButtonTapped) }
    }
    .toolbar { Button("Edit") { store.send(.editButtonTapped) } }
    .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
    .sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) { editStore in
      NavigationStack { SyncUpFormView(store: editStore) }
    }
  }
}
