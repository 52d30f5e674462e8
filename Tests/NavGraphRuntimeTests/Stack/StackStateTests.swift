import ConcurrencyExtras
import Foundation
import Testing

@testable import NavGraphRuntime
@testable import NavGraphRuntimeFixtures

/// Tests of `StackState.swift`: the stack as a collection, its subscripts, equality and coding
/// (S-6…S-16, S-36, R-3, R-4).
@MainActor
struct StackStateTests {
  typealias Element = DestinationHost.Destination.State

  /// Collection API builds ids from the dependency in force: a fresh generator per test.
  private func withFreshIDs<R>(_ body: () throws -> R) rethrows -> R {
    try withDependencies { $0.stackElementID = .testValue } operation: {
      try body()
    }
  }

  @Test("S-7 S-14 appending gives fresh ids; pop(from:) removes the suffix")
  func s7() {
    var stack = StackState<Int>([1, 2, 3])
    #expect(stack.ids.map(\.generation) == [0, 1, 2])
    stack.append(4)
    #expect(stack.ids.last?.generation == 3)
    stack.pop(from: 1)
    #expect(Array(stack) == [1])
    #expect(stack.popLast() == 1)
    #expect(stack.popLast() == nil)
  }

  @Test("S-36 removals return their element and may be used as statements, as Array's")
  func s36() {
    withFreshIDs {
      var stack = StackState([1, 2, 3, 4, 5])
      stack.removeLast()
      stack.removeFirst()
      stack.remove(at: 1)
      #expect(Array(stack) == [2, 4])
      #expect(stack.ids.map(\.generation) == [1, 3])
      #expect(stack.removeLast() == 4)
    }
  }

  @Test("S-36 S-24 a parent closes screens with removeLast() and removeFirst() as statements")
  func s36Reducer() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: ClosingStack.State(
        path: StackState([Child.State(id: 1), Child.State(id: 2), Child.State(id: 3)]))
    ) { ClosingStack() } withDependencies: { $0.continuousClock = clock }
    await store.send(.path(.element(id: 2, action: .startTimer)))
    // The top screen's timer ends with it: the end of the test would report it otherwise (T-23).
    await store.send(.closeTop) { $0.path.removeLast() }
    await store.send(.closeBottom) { $0.path.removeFirst() }
    #expect(store.state.path.ids == [1])
  }

  @Test("S-15 same elements under different ids are not equal")
  func s15() {
    let a = StackState<Int>([1])
    let b = StackState<Int>([1])
    #expect(a != b)
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

  @Test("removeAll and removeAll(where:) keep the survivors' ids and the reducer's bookkeeping")
  func removeAllKeepsIDs() {
    var stack = StackState([1, 2, 3, 4])
    stack.removeAll { $0.isMultiple(of: 2) }
    #expect(stack.ids.map(\.generation) == [0, 2])
    #expect(Array(stack) == [1, 3])
    stack.removeAll()
    #expect(stack.isEmpty)
    stack.append(5)
    #expect(stack.ids.map(\.generation) == [4])
  }

  @Test("R-4 S-10 assigning at a missing id is an issue outside tests and an insert in them")
  func r4() {
    withDependencies { $0.context = .live } operation: {
      var stack = StackState([1])
      // Integer-literal ids are for tests only: take an id from another stack instead.
      let missing = StackState([0, 0]).ids.last!
      withKnownIssue {
        stack[id: missing] = 2
      } matching: { $0.description.contains("Can't assign element at missing ID.") }
      #expect(Array(stack) == [1])
    }
    var stack = StackState([1])
    stack[id: 7] = 2
    #expect(Array(stack) == [1, 2])
  }
}
