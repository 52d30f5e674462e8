import ComposableArchitecture
import SwiftUI

struct InventoryFeature: Reducer { /*@feature InventoryFeature struct*/
  struct State: Equatable {
    // Three sibling optionals: the shape lint's multiple-presentation-optionals reports.
    @PresentationState var addItem: ItemFormFeature.State? /*@edge InventoryFeature ItemFormFeature presentation addItem - - sheet*/
    @PresentationState var editItem: ItemFormFeature.State? /*@edge InventoryFeature ItemFormFeature presentation editItem - - popover*/
    @PresentationState var confirmation: ConfirmationDialogState<Action.Dialog>? /*@edge InventoryFeature ConfirmationDialogState dialog confirmation - - confirmationDialog*/
    @PresentationState var destination: Destination.State?
    var items: IdentifiedArrayOf<ItemRowFeature.State> = [] /*@edge InventoryFeature ItemRowFeature collection items*/
  }

  enum Action: Equatable {
    case addItem(PresentationAction<ItemFormFeature.Action>)
    case editItem(PresentationAction<ItemFormFeature.Action>)
    case confirmation(PresentationAction<Dialog>)
    case destination(PresentationAction<Destination.Action>)
    case item(id: ItemRowFeature.State.ID, action: ItemRowFeature.Action)
    case delegate(Delegate)
    case addButtonTapped
    enum Dialog: Equatable { case duplicate, delete }
    enum Delegate: Equatable { case showDetail(Item) }
  }

  struct Destination: Reducer { /*@feature InventoryFeature.Destination struct*/
    enum State: Equatable {
      case alert(AlertState<Action.Alert>) /*@edge InventoryFeature AlertState alert destination InventoryFeature.Destination alert alert*/
      case importer(ImporterFeature.State) /*@edge InventoryFeature ImporterFeature destination destination InventoryFeature.Destination importer fullScreenCover*/
    }
    enum Action: Equatable {
      case alert(Alert)
      case importer(ImporterFeature.Action)
      enum Alert: Equatable { case confirmDeletion }
    }
    var body: some ReducerOf<Self> {
      Scope(state: /State.importer, action: /Action.importer) {
        ImporterFeature()
      }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.addItem = ItemFormFeature.State()
        state.destination = .importer(.init())
        return .none
      default:
        return .none
      }
    }
    .ifLet(\.$addItem, action: /Action.addItem) { ItemFormFeature() }
    .ifLet(\.$editItem, action: /Action.editItem) { ItemFormFeature() }
    .ifLet(\.$confirmation, action: /Action.confirmation)
    .ifLet(\.$destination, action: /Action.destination) { Destination() }
    .forEach(\.items, action: /Action.item(id:action:)) { ItemRowFeature() }
  }
}
