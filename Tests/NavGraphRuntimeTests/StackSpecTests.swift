import Foundation
@testable import NavGraphRuntime
@testable import NavGraphRuntimeFixtures
import Testing

/// Statements of the spec's section 2 (stack) not covered in `StackTests`.
@MainActor
struct StackSpecTests {
  typealias Element = DestinationHost.Destination.State

  /// Collection API builds ids from the dependency in force: a fresh generator per test.
  private func withFreshIDs<R>(_ body: () throws -> R) rethrows -> R {
    try withDependencies { $0.stackElementID = .testValue } operation: {
      try body()
    }
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

  @Test("S-6 S-9 a random-access, range-replaceable collection in id order; ids is ordered")
  func s6() {
    withFreshIDs {
      var stack = StackState([10, 20, 30])
      #expect(stack.count == 3)
      #expect(stack[1] == 20)
      #expect(stack.map { $0 / 10 } == [1, 2, 3])
      stack.insert(5, at: 0)
      #expect(Array(stack) == [5, 10, 20, 30])
      #expect(stack.ids.map(\.generation) == [3, 0, 1, 2])
    }
  }

  @Test("S-8 removals drop their ids")
  func s8() {
    withFreshIDs {
      var stack = StackState([1, 2, 3])
      stack.removeFirst()
      stack.remove(at: 1)
      #expect(stack.ids == [1])
      #expect(stack.removeLast() == 2)
      #expect(stack.isEmpty)
    }
  }

  @Test("S-10 path[id:] reads, replaces in place, and removes with nil")
  func s10() {
    withFreshIDs {
      var stack = StackState([Child.State(id: 1), Child.State(id: 2)])
      #expect(stack[id: 1]?.id == 2)
      stack[id: 0] = Child.State(id: 1, count: 5)
      #expect(stack.ids == [0, 1])
      #expect(stack[id: 0]?.count == 5)
      stack[id: 0] = nil
      #expect(stack.ids == [1])
      stack[id: 7] = nil
      #expect(stack.ids == [1])
    }
  }

  @Test("S-11 in tests, assigning a missing id appends under that id")
  func s11() {
    withFreshIDs {
      var stack = StackState<Int>()
      stack[id: 4] = 40
      #expect(stack.ids == [4])
      #expect(Array(stack) == [40])
    }
  }

  @Test("S-12 path[id:case:] reads and writes a case's payload; nil removes the element")
  func s12() {
    withFreshIDs {
      var stack = StackState<Element>([.child(Child.State(id: 1))])
      #expect(stack[id: 0, case: \.child]?.id == 1)
      #expect(stack[id: 0, case: \.alert] == nil)
      stack[id: 0, case: \.child]?.count = 2
      #expect(stack[id: 0] == .child(Child.State(id: 1, count: 2)))
      stack[id: 0, case: \.child] = nil
      #expect(stack.isEmpty)
    }
  }

  @Test("S-13 R-3 writing another case through path[id:case:] is an issue and changes nothing")
  func s13() {
    withFreshIDs {
      var stack = StackState<Element>([.child(Child.State(id: 1))])
      withKnownIssue {
        stack[id: 0, case: \.alert] = DestinationHost.alert
      } matching: { $0.description.contains("Can't modify unrelated case \"child\"") }
      #expect(stack[id: 0] == .child(Child.State(id: 1)))
    }
  }

  @Test("S-16 Codable is the bare array with fresh ids; description is the array's")
  func s16() throws {
    try withFreshIDs {
      let stack = StackState([1, 2])
      #expect(String(decoding: try JSONEncoder().encode(stack), as: UTF8.self) == "[1,2]")
      #expect(stack.description == "[1, 2]")
      let decoded = try JSONDecoder().decode(StackState<Int>.self, from: Data("[3]".utf8))
      #expect(decoded.ids == [2])
    }
  }

  @Test("S-17 S-18 StackAction's case paths: popFrom, push, element, and [id:] for one element")
  func s18() {
    let pop = StackParent.Action.path(.popFrom(id: 3))
    #expect(pop[case: \.path.popFrom] == 3)
    let push = StackParent.Action.path(.push(id: 2, state: Child.State()))
    #expect(push[case: \.path.push]?.id == 2)
    let element = StackParent.Action.path(.element(id: 1, action: .tick))
    #expect(element[case: \.path.element]?.action == .tick)
    #expect(element[case: \.path[id: 1]] == .tick)
    #expect(element[case: \.path[id: 0]] == nil)
    #expect(element == .path(.element(id: 1, action: .tick)))
  }

  @Test("S-25 S-27 a hydrated element gets its listener on the first action and can dismiss")
  func s27() async {
    let store = TestStore(
      initialState: StackParent.State(path: StackState([Child.State(), Child.State(id: 1)]))
    ) { StackParent() }
    await store.send(.path(.element(id: 1, action: .close)))
    await store.receive(\.path.popFrom) { _ = $0.path.pop(from: 1) }
  }

  @Test("R-8 pushing an id past the generator's next is an issue; the element is still pushed")
  func r8() async {
    let store = TestStore(initialState: StackParent.State()) { StackParent() }
    await withKnownIssue {
      await store.send(.path(.push(id: 5, state: Child.State()))) {
        $0.path[id: 5] = Child.State()
      }
    } matching: { $0.description.contains("unexpected generational ID") }
  }
}
