import NavGraph
import Testing

@testable import ParentChild

@MainActor
struct ParentTests {
  @Test func testShowChild() async {
    let store = TestStore(initialState: ParentReducer.State()) {
      ParentReducer()
    }
    await store.send(.showChild) {
      $0.child = ChildReducer.State()
    }
  }

  @Test("The presented child dismisses itself through its parent")
  func childDismissesItselfInParent() async {
    let store = TestStore(initialState: ParentReducer.State()) {
      ParentReducer()
    }
    await store.send(.showChild) {
      $0.child = ChildReducer.State()
    }
    await store.send(\.child.tapButton)
    await store.receive(\.child.dismiss) {
      $0.child = nil
    }
  }
}

@MainActor
struct ChildTests {
  @Test func testDismissChild() async {
    let isDismissInvoked: LockIsolated<[Bool]> = .init([])
    let store = TestStore(initialState: ChildReducer.State()) {
      ChildReducer()
    } withDependencies: {
      $0.dismiss = DismissEffect {
        isDismissInvoked.withValue {
          $0.append(true)
        }
      }
    }
    await store.send(.tapButton)
    #expect(isDismissInvoked.value == [true])
  }
}
