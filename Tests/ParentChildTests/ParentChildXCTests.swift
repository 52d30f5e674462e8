import NavGraph
import XCTest

@testable import ParentChild

// Seed 003's tests exactly as the article writes them, as XCTest cases, with only the import
// changed (`ParentChildTests.swift` has the same tests in Swift Testing). The classes are named
// `…XCTests` because that file already declares `ParentTests` and `ChildTests`.

class ParentXCTests: XCTestCase {
  @MainActor
  func testShowChild() async {
    let store = TestStore(initialState: ParentReducer.State()) {
      ParentReducer()
    }
    await store.send(.showChild) {
      $0.child = ChildReducer.State()
    }
  }
}

class ChildXCTests: XCTestCase {
  @MainActor
  func testDismissChild() async {
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
    XCTAssertEqual(isDismissInvoked.value, [true])
  }
}
