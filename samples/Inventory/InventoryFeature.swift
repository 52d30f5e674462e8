// The tree-based navigation document's inventory: add, detail and edit screens as one
// `Destination` enum, plus an alert. Only the import differs from the TCA code.
import Foundation
import NavGraph

struct Item: Equatable, Identifiable {
  let id: Int
  var name: String
}

@Reducer
struct InventoryFeature {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    var items: IdentifiedArrayOf<Item> = []
  }

  enum Action {
    case addButtonTapped
    case deleteButtonTapped(id: Item.ID)
    case destination(PresentationAction<Destination.Action>)
    case itemTapped(id: Item.ID)
  }

  @Reducer(state: .equatable)
  enum Destination {
    case addItem(ItemFormFeature)
    case detailItem(ItemFormFeature)
    case editItem(ItemFormFeature)
    case alert(AlertState<Alert>)

    @CasePathable
    enum Alert: Equatable {
      case confirmDeletion(id: Item.ID)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .addItem(ItemFormFeature.State(item: Item(id: state.items.count, name: "")))
        return .none

      case let .deleteButtonTapped(id):
        state.destination = .alert(
          AlertState {
            TextState("Delete?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion(id: id)) {
              TextState("Delete")
            }
          })
        return .none

      case let .destination(.presented(.alert(.confirmDeletion(id)))):
        state.items.remove(id: id)
        return .none

      case .destination(.presented(.addItem(.saveButtonTapped))):
        guard case let .addItem(form) = state.destination else { return .none }
        state.items.append(form.item)
        state.destination = nil
        return .none

      case .destination(.presented(.editItem(.saveButtonTapped))):
        guard case let .editItem(form) = state.destination else { return .none }
        state.items[id: form.item.id] = form.item
        state.destination = nil
        return .none

      case .destination:
        return .none

      case let .itemTapped(id):
        guard let item = state.items[id: id] else { return .none }
        state.destination = .detailItem(ItemFormFeature.State(item: item))
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

@Reducer
struct ItemFormFeature {
  @ObservableState
  struct State: Equatable {
    var item: Item
  }

  enum Action {
    case cancelButtonTapped
    case nameChanged(String)
    case saveButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelButtonTapped:
        return .run { _ in await self.dismiss() }
      case let .nameChanged(name):
        state.item.name = name
        return .none
      case .saveButtonTapped:
        return .none
      }
    }
  }
}
