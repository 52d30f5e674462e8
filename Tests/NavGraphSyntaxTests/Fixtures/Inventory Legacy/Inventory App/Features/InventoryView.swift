import ComposableArchitecture
import SwiftUI

struct InventoryView: View {
  let store: StoreOf<InventoryFeature>

  var body: some View {
    WithViewStore(self.store, observe: { $0 }) { viewStore in
      List {
        ForEachStore(self.store.scope(state: \.items, action: { .item(id: $0, action: $1) })) {
          ItemRowView(store: $0)
        }
      }
    }
    .sheet(store: self.store.scope(state: \.$addItem, action: { .addItem($0) })) { store in
      ItemFormView(store: store)
    }
    .popover(store: self.store.scope(state: \.$editItem, action: { .editItem($0) })) { store in
      ItemFormView(store: store)
    }
    .confirmationDialog(store: self.store.scope(state: \.$confirmation, action: { .confirmation($0) }))
    .alert(
      store: self.store.scope(state: \.$destination, action: { .destination($0) }),
      state: /InventoryFeature.Destination.State.alert,
      action: InventoryFeature.Destination.Action.alert
    )
    .fullScreenCover(
      store: self.store.scope(state: \.$destination, action: { .destination($0) }),
      state: /InventoryFeature.Destination.State.importer,
      action: InventoryFeature.Destination.Action.importer
    ) { store in
      ImporterView(store: store)
    }
  }
}
