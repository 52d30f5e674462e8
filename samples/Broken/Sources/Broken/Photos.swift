import ComposableArchitecture
import SwiftUI

// Photos uploads in an effect and sets an alert when the upload fails, while its view opens
// the photo picker from a `@State` of its own on the same view (presentation-beside-store):
// a failure that arrives while the picker is up sets an alert that cannot show.
@Reducer
struct Photos {
  @ObservableState
  struct State {
    @Presents var alert: AlertState<Action.Alert>?
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case uploadTapped, uploadFailed
    enum Alert { case retry }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .uploadTapped:
        return .run { send in await send(.uploadFailed) }
      case .uploadFailed:
        state.alert = AlertState { TextState("The photo could not be uploaded") }
        return .none
      case .alert:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

struct PhotosView: View {
  @Bindable var store: StoreOf<Photos>
  @State private var isPicking = false

  var body: some View {
    List {
      Button("Upload") { store.send(.uploadTapped) }
      Button("Choose a photo") { isPicking = true }
    }
    .alert($store.scope(state: \.alert, action: \.alert))
    .sheet(isPresented: $isPicking) { Text("Picker") }
  }
}
