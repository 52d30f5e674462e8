import ComposableArchitecture
import SwiftUI

// Contacts sets and integrates a contact's detail, but its view draws the detail with a store
// it builds itself (detached-child-store): the detail the row tap sets is never shown, and
// the detail's actions never reach Contacts.
@Reducer
struct Contacts {
  @ObservableState
  struct State {
    @Presents var detail: ContactDetail.State?
  }

  enum Action {
    case detail(PresentationAction<ContactDetail.Action>)
    case rowTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .rowTapped:
        state.detail = ContactDetail.State()
        return .none
      case .detail:
        return .none
      }
    }
    .ifLet(\.$detail, action: \.detail) { ContactDetail() }
  }
}

@Reducer
struct ContactDetail {
  @ObservableState
  struct State {}
  enum Action { case callTapped }
}

struct ContactsView: View {
  @Bindable var store: StoreOf<Contacts>
  @State private var isShowingDetail = false

  var body: some View {
    Button("Open") {
      store.send(.rowTapped)
      isShowingDetail = true
    }
    .sheet(isPresented: $isShowingDetail) {
      ContactDetailView(store: Store(initialState: ContactDetail.State()) { ContactDetail() })
    }
  }
}

struct ContactDetailView: View {
  let store: StoreOf<ContactDetail>

  var body: some View {
    Button("Call") { store.send(.callTapped) }
  }
}
