import Foundation
import Testing

@testable import NavGraphRuntime
@testable import NavGraphRuntimeFixtures

/// Tests of `StackElementID.swift`: ids and their generator (S-1…S-5, R-9).
@MainActor
struct StackElementIDTests {
  /// Collection API builds ids from the dependency in force: a fresh generator per test.
  private func withFreshIDs<R>(_ body: () throws -> R) rethrows -> R {
    try withDependencies { $0.stackElementID = .testValue } operation: {
      try body()
    }
  }

  @Test("S-1 ids print as #n")
  func s1() {
    let id: StackElementID = 3
    #expect(id.debugDescription == "#3")
  }

  @Test("S-2 ids count up from #0 and are never reused after removal")
  func s2() {
    withFreshIDs {
      var stack = StackState<Int>([1, 2])
      stack.removeAll()
      stack.append(3)
      #expect(stack.ids.map(\.generation) == [2])
    }
  }

  @Test("S-3 a stack built before the store starts at #0; the store goes on from there")
  func s3() async {
    let store = TestStore(
      initialState: StackParent.State(path: StackState([Child.State()]))
    ) { StackParent() }
    #expect(store.state.path.ids == [0])
    await store.send(.path(.push(id: 1, state: Child.State(id: 1)))) {
      $0.path[id: 1] = Child.State(id: 1)
    }
  }

  @Test("S-4 the live generator is its own instance, counting from #0 apart from the test one")
  func s4() {
    // A fresh live generator starts at #0, however far a test generator has counted.
    let test = StackElementIDGenerator.testValue
    _ = (test.next(), test.next())
    #expect(StackElementIDGenerator.liveValue.peek() == 0)
    // Switching the context to live switches generators. (Identity, not counts: other tests
    // running in parallel may use either generator.)
    @Dependency(\.stackElementID) var inTests
    let inLive = withDependencies { $0.context = .live } operation: {
      @Dependency(\.stackElementID) var live
      return live
    }
    #expect(ObjectIdentifier(inTests.counter) != ObjectIdentifier(inLive.counter))
  }

  @Test("S-5 in tests an integer literal is the id of that generation")
  func s5() {
    let id: StackElementID = 7
    #expect(id.generation == 7)
    #expect(withFreshIDs { StackState([1]).ids.first } == 0)
  }

  @Test("R-9 an integer-literal id outside tests stops the process")
  func r9() async {
    await #expect(processExitsWith: .failure) {
      withDependencies { $0.context = .live } operation: {
        let id: StackElementID = 3
        _ = id
      }
    }
  }
}
