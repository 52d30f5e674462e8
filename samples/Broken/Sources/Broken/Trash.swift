import ComposableArchitecture
import SwiftUI

// Trash asks before emptying itself, but the dialog's destructive button has no action
// (actionless-destructive-button): "Empty Trash" closes the dialog as Cancel does, so
// `.emptyTrash` is never sent and the trash is never emptied.
@Reducer
struct Trash {
  @ObservableState
  struct State {
    var items: [String] = []
    @Presents var confirmation: ConfirmationDialogState<Action.Confirmation>?
  }

  enum Action {
    case confirmation(PresentationAction<Confirmation>)
    case emptyTapped

    enum Confirmation { case emptyTrash }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .emptyTapped:
        state.confirmation = .emptyTrash
        return .none
      case .confirmation(.presented(.emptyTrash)):
        state.items.removeAll()
        return .none
      case .confirmation:
        return .none
      }
    }
    .ifLet(\.$confirmation, action: \.confirmation)
  }
}

extension ConfirmationDialogState where Action == Trash.Action.Confirmation {
  static var emptyTrash: Self {
    ConfirmationDialogState(titleVisibility: .visible) {
      TextState("Empty the trash?")
    } actions: {
      ButtonState(role: .destructive) {
        TextState("Empty Trash")
      }
    } message: {
      TextState("Its items are deleted for good.")
    }
  }
}

struct TrashView: View {
  @Bindable var store: StoreOf<Trash>

  var body: some View {
    List(store.items, id: \.self) { Text($0) }
      .toolbar { Button("Empty") { store.send(.emptyTapped) } }
      .confirmationDialog($store.scope(state: \.confirmation, action: \.confirmation))
  }
}
