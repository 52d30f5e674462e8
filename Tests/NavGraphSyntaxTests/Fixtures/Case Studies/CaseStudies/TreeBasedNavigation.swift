import ComposableArchitecture
import SwiftUI

// From the tree-based navigation article: first sibling optionals, then one enum.
@Reducer
struct InventoryFeature { /*@feature InventoryFeature struct*/
  @ObservableState
  struct State: Equatable {
    @Presents var addItem: AddFeature.State? /*@edge InventoryFeature AddFeature presentation addItem - - sheet*/
    @Presents var detailItem: DetailFeature.State? /*@edge InventoryFeature DetailFeature presentation detailItem - - popover*/
    @Presents var editItem: EditFeature.State? /*@edge InventoryFeature EditFeature presentation editItem - - navigationDestination*/
    var items: IdentifiedArrayOf<Item> = []
  }
  enum Action {
    case addItem(PresentationAction<AddFeature.Action>)
    case detailItem(PresentationAction<DetailFeature.Action>)
    case editItem(PresentationAction<EditFeature.Action>)
    case addButtonTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.addItem = AddFeature.State()
        return .none
      default:
        return .none
      }
    }
    .ifLet(\.$addItem, action: \.addItem) {
      AddFeature()
    }
    .ifLet(\.$detailItem, action: \.detailItem) {
      DetailFeature()
    }
    .ifLet(\.$editItem, action: \.editItem) {
      EditFeature()
    }
  }
}

struct InventoryView: View {
  @Bindable var store: StoreOf<InventoryFeature>
  var body: some View {
    List {}
      .sheet(item: $store.scope(state: \.addItem, action: \.addItem)) { store in
        AddFeatureView(store: store)
      }
      .popover(item: $store.scope(state: \.detailItem, action: \.detailItem)) { store in
        DetailFeatureView(store: store)
      }
      .navigationDestination(item: $store.scope(state: \.editItem, action: \.editItem)) { store in
        EditFeatureView(store: store)
      }
  }
}

@Reducer
struct InventoryWithDestination { /*@feature InventoryWithDestination struct*/
  @ObservableState
  struct State {
    @Presents var destination: Destination.State?
  }
  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case deleteTapped
  }
  @Reducer
  enum Destination { /*@feature InventoryWithDestination.Destination enum*/
    case addItem(AddFeature) /*@edge InventoryWithDestination AddFeature destination destination InventoryWithDestination.Destination addItem sheet*/
    case detailItem(DetailFeature) /*@edge InventoryWithDestination DetailFeature destination destination InventoryWithDestination.Destination detailItem popover*/
    case editItem(EditFeature) /*@edge InventoryWithDestination EditFeature destination destination InventoryWithDestination.Destination editItem navigationDestination*/
    case confirm(ConfirmationDialogState<Confirm>) /*@edge InventoryWithDestination ConfirmationDialogState dialog destination InventoryWithDestination.Destination confirm confirmationDialog*/
    enum Confirm { case delete }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteTapped:
        state.destination = .confirm(ConfirmationDialogState { TextState("Delete?") })
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination) {
      Destination.body
    }
  }
}

struct InventoryWithDestinationView: View {
  @Bindable var store: StoreOf<InventoryWithDestination>
  var body: some View {
    List {}
      .sheet(item: $store.scope(state: \.destination?.addItem, action: \.destination.addItem)) { store in
        AddFeatureView(store: store)
      }
      .popover(item: $store.scope(state: \.destination?.detailItem, action: \.destination.detailItem)) { store in
        DetailFeatureView(store: store)
      }
      .navigationDestination(item: $store.scope(state: \.destination?.editItem, action: \.destination.editItem)) { store in
        EditFeatureView(store: store)
      }
      .confirmationDialog($store.scope(state: \.destination?.confirm, action: \.destination.confirm))
  }
}
