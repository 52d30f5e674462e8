import ComposableArchitecture

// Sends its delegate action after dismissing itself (send-after-dismiss): the parent never
// hears that the item was saved.
@Reducer
struct ItemForm {
  @ObservableState
  struct State: Equatable {
    var item: Item
  }

  enum Action {
    case saveButtonTapped
    case delegate(Delegate)
    enum Delegate { case saved(Item) }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .saveButtonTapped:
        return .run { [item = state.item] send in
          await dismiss()
          await send(.delegate(.saved(item)))
        }
      case .delegate:
        return .none
      }
    }
  }
}
