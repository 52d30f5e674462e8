import ComposableArchitecture
import SwiftUI

// Three optional sheets side by side (multiple-presentation-optionals): 2³ − 3 − 1 = 4 states
// the UI cannot show. `duplicateItem` is also never integrated (unintegrated-presentation)
// and its action is the bare child action (presentation-action-mismatch).
@Reducer
struct Inventory {
  @ObservableState
  struct State: Equatable {
    @Presents var addItem: ItemForm.State?
    @Presents var editItem: ItemForm.State?
    @Presents var duplicateItem: ItemForm.State?
    var items: IdentifiedArrayOf<Item> = []
  }

  enum Action {
    case addItem(PresentationAction<ItemForm.Action>)
    case editItem(PresentationAction<ItemForm.Action>)
    case duplicateItem(ItemForm.Action)
    case addButtonTapped
    case itemTapped(Item.ID)
    case duplicateTapped(Item.ID)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.addItem = ItemForm.State(item: Item(id: UUID(), name: ""))
        return .none
      case let .itemTapped(id):
        guard let item = state.items[id: id] else { return .none }
        state.editItem = ItemForm.State(item: item)
        return .none
      case let .duplicateTapped(id):
        guard let item = state.items[id: id] else { return .none }
        state.duplicateItem = ItemForm.State(item: item)
        return .none
      case .addItem, .editItem, .duplicateItem:
        return .none
      }
    }
    .ifLet(\.$addItem, action: \.addItem) { ItemForm() }
    .ifLet(\.$editItem, action: \.editItem) { ItemForm() }
  }
}

struct Item: Equatable, Identifiable {
  var id: UUID
  var name: String
}
