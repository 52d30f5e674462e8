import NavGraph
import Testing

@testable import Inventory

@MainActor
struct InventoryTests {
  @Test func addItemFlow() async {
    let store = TestStore(initialState: InventoryFeature.State()) { InventoryFeature() }
    await store.send(.addButtonTapped) {
      $0.destination = .addItem(ItemFormFeature.State(item: Item(id: 0, name: "")))
    }
    await store.send(\.destination.addItem.nameChanged, "Hat") {
      $0.$destination[case: \.addItem]?.item.name = "Hat"
    }
    await store.send(\.destination.addItem.saveButtonTapped) {
      $0.destination = nil
      $0.items = [Item(id: 0, name: "Hat")]
    }
  }

  @Test func cancelDismissesTheForm() async {
    let store = TestStore(initialState: InventoryFeature.State()) { InventoryFeature() }
    await store.send(.addButtonTapped) {
      $0.destination = .addItem(ItemFormFeature.State(item: Item(id: 0, name: "")))
    }
    await store.send(\.destination.addItem.cancelButtonTapped)
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  @Test func deleteAlertConfirms() async {
    let store = TestStore(
      initialState: InventoryFeature.State(items: [Item(id: 7, name: "Hat")])
    ) { InventoryFeature() }
    await store.send(.deleteButtonTapped(id: 7)) {
      $0.destination = .alert(
        AlertState {
          TextState("Delete?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion(id: 7)) {
            TextState("Delete")
          }
        })
    }
    // P-42: the alert is dismissed automatically after its own action.
    await store.send(\.destination.alert.confirmDeletion, 7) {
      $0.destination = nil
      $0.items = []
    }
  }

  @Test func nonExhaustiveEditFlow() async {
    let store = TestStore(
      initialState: InventoryFeature.State(items: [Item(id: 1, name: "Hat")])
    ) { InventoryFeature() }
    store.exhaustivity = .off
    await store.send(.itemTapped(id: 1))
    #expect(store.state.destination?.detailItem?.item.name == "Hat")
  }

  @Test("@Reducer enum registers its cases for reflection")
  func reflectionMetadata() {
    let reflection = InventoryFeature.Destination._navigationReflection
    #expect(reflection.cases.map(\.name) == ["addItem", "detailItem", "editItem", "alert"])
    #expect(reflection.cases.map(\.role) == [.feature, .feature, .feature, .alert])
    #expect(reflection.cases[0].reducerType.map { ObjectIdentifier($0) } == ObjectIdentifier(ItemFormFeature.self))
    #expect(reflection.fileID.hasSuffix("InventoryFeature.swift"))
    #expect(InventoryFeature._navigationReflection.cases.isEmpty)
  }
}
