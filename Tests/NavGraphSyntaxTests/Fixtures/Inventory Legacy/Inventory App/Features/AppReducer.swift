import ComposableArchitecture
import SwiftUI

// TCA 1.0-1.6: `Reducer` conformance, hand-written Path reducer, case paths,
// NavigationStackStore.
struct AppReducer: Reducer { /*@feature AppReducer struct*/
  struct State: Equatable {
    var path = StackState<Path.State>()
    var inventory = InventoryFeature.State() /*@edge AppReducer InventoryFeature scope inventory*/
  }

  enum Action: Equatable {
    case path(StackAction<Path.State, Path.Action>)
    case inventory(InventoryFeature.Action)
  }

  struct Path: Reducer { /*@feature AppReducer.Path struct*/
    enum State: Equatable {
      case itemDetail(ItemDetailFeature.State) /*@edge AppReducer ItemDetailFeature stack path AppReducer.Path itemDetail navigationStack*/
      case settings(SettingsFeature.State = .init()) /*@edge AppReducer SettingsFeature stack path AppReducer.Path settings navigationStack*/
    }
    enum Action: Equatable {
      case itemDetail(ItemDetailFeature.Action)
      case settings(SettingsFeature.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: /State.itemDetail, action: /Action.itemDetail) {
        ItemDetailFeature()
      }
      // `settings` has no Scope: lint's unscoped-destination-case must see that.
    }
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.inventory, action: /Action.inventory) {
      InventoryFeature()
    }
    Reduce { state, action in
      switch action {
      case let .inventory(.delegate(.showDetail(item))):
        state.path.append(.itemDetail(ItemDetailFeature.State(item: item)))
        return .none
      case .inventory, .path:
        return .none
      }
    }
    .forEach(\.path, action: /Action.path) {
      Path()
    }
  }
}

struct AppView: View {
  let store: StoreOf<AppReducer>

  var body: some View {
    NavigationStackStore(self.store.scope(state: \.path, action: { .path($0) })) {
      InventoryView(store: self.store.scope(state: \.inventory, action: { .inventory($0) }))
        .toolbar {
          NavigationLink(state: AppReducer.Path.State.settings()) { Text("Settings") }
        }
    } destination: { state in
      switch state {
      case .itemDetail:
        CaseLet(
          /AppReducer.Path.State.itemDetail,
          action: AppReducer.Path.Action.itemDetail,
          then: ItemDetailView.init(store:)
        )
      case .settings:
        CaseLet(
          /AppReducer.Path.State.settings,
          action: AppReducer.Path.Action.settings,
          then: SettingsView.init(store:)
        )
      }
    }
  }
}
/*@root AppReducer*/
