import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

@MainActor
struct StorePushTests {
  @Test("S-35 push(_:onto:) sends .push(id:state:) with the store's next id, as a link does")
  func pushUsesTheStoresGenerator() {
    let store = Store(initialState: StackParent.State()) { StackParent() }
    store.push(Child.State(id: 1), onto: \.path)
    store.push(Child.State(id: 2), onto: \.path)
    let first = store.state.path.ids[0].generation
    #expect(store.state.path.ids.map(\.generation) == [first, first + 1])
    #expect(Array(store.state.path) == [Child.State(id: 1), Child.State(id: 2)])
    // Ids the reducer generated itself and ids pushed interleave without a gap or a clash.
    store.send(.path(.popFrom(id: store.state.path.ids[1])))
    store.push(Child.State(id: 3), onto: \.path)
    #expect(store.state.path.ids.map(\.generation) == [first, first + 2])
  }
}
