import ComposableArchitecture
import SwiftUI

// An inbox whose load error sets an alert that its view never presents
// (presentation-without-view: the user never learns the load failed), and that keeps a share
// sheet nothing ever opens (unreachable-presentation: dead code).
@Reducer
struct Inbox {
  @ObservableState
  struct State: Equatable {
    var messages: [String] = []
    @Presents var alert: AlertState<Action.Alert>?
    @Presents var share: ShareSheet.State?
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case share(PresentationAction<ShareSheet.Action>)
    case loadFailed
    enum Alert { case retry }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .loadFailed:
        state.alert = AlertState { TextState("Messages could not be loaded") }
        return .none
      case .alert, .share:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$share, action: \.share) { ShareSheet() }
  }
}

struct InboxView: View {
  @Bindable var store: StoreOf<Inbox>

  var body: some View {
    List(store.messages, id: \.self) { Text($0) }
      .sheet(item: $store.scope(state: \.share, action: \.share)) { ShareSheetView(store: $0) }
  }
}

@Reducer
struct ShareSheet {
  @ObservableState
  struct State: Equatable {}
  enum Action { case sendTapped }
}
