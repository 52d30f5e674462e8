import NavGraph

/// Flows `navviz run --sample Inventory --flow NAME` executes and traces.
enum InventoryFlows {
  static let all: [NavvizFlow<InventoryFeature>] = [addAndDelete, saveWithoutForm]

  /// Every edge but `editItem`: the add form, then the delete alert and its button.
  static let addAndDelete = NavvizFlow<InventoryFeature>(
    "add-and-delete", summary: "add an item, then delete it through the alert",
    initialState: { InventoryFeature.State() }
  ) { store in
    store.send(.addButtonTapped)
    store.send(.destination(.presented(.addItem(.nameChanged("Lamp")))))
    store.send(.destination(.presented(.addItem(.saveButtonTapped))))
    store.send(.itemTapped(id: 0))
    await store.send(.destination(.presented(.detailItem(.cancelButtonTapped)))).finish()
    store.send(.deleteButtonTapped(id: 0))
    store.send(.destination(.presented(.alert(.confirmDeletion(id: 0)))))
  }

  /// A save tapped while no form is presented: the `ifLet` warns, the app does nothing;
  /// the form is then opened properly, so the warning sits on a step in the middle.
  static let saveWithoutForm = NavvizFlow<InventoryFeature>(
    "save-without-form", summary: "tap save with no form presented (runtime warning)",
    initialState: { InventoryFeature.State() }
  ) { store in
    store.send(.addButtonTapped)
    await store.send(.destination(.presented(.addItem(.cancelButtonTapped)))).finish()
    store.send(.destination(.presented(.addItem(.saveButtonTapped))))
    store.send(.addButtonTapped)
  }
}
