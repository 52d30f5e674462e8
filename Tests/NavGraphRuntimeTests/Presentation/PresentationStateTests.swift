import Foundation
import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

@Reducer(state: .equatable)
enum Dest {
  case a(Child)
  case b(Child)
}

/// Tests of `PresentationState.swift`: the wrapper, its equality, coding and case subscript
/// (P-1…P-5).
@MainActor
struct PresentationStateTests {
  @Test("P-1 PresentationState is a copy-on-write optional; $field is the wrapper")
  func p1() {
    var a = Parent.State(child: Child.State(id: 1))
    let b = a
    a.child?.count = 5
    #expect(b.child?.count == 0)
    #expect(a.$child.wrappedValue?.count == 5)
  }

  @Test("P-3 PresentationState encodes, decodes and dumps as the bare optional")
  func p3() throws {
    let state = PresentationState(wrappedValue: 3)
    #expect(String(decoding: try JSONEncoder().encode(state), as: UTF8.self) == "3")
    let decoded = try JSONDecoder().decode(PresentationState<Int>.self, from: Data("null".utf8))
    #expect(decoded.wrappedValue == nil)
    #expect(String(customDumping: state) == "3")
  }

  @Test("P-4 $field[case:] reads a case's payload, writes through it, and nil removes it")
  func p4() {
    var state = DestinationHost.State(destination: .child(Child.State(id: 1)))
    #expect(state.$destination[case: \.child]?.id == 1)
    #expect(state.$destination[case: \.alert] == nil)
    state.$destination[case: \.child]?.count = 3
    #expect(state.destination == .child(Child.State(id: 1, count: 3)))
    state.$destination[case: \.child] = nil
    #expect(state.destination == nil)
  }

  @Test("P-2 equality ignores storage identity and bookkeeping")
  func p2() {
    let a = PresentationState(wrappedValue: Child.State(id: 1))
    let b = PresentationState(wrappedValue: Child.State(id: 1))
    #expect(a == b)
    #expect(a != PresentationState(wrappedValue: nil))
  }

  @Test("P-5 R-2 writing an unrelated case is an issue")
  func p5() {
    var state = PresentationState<Dest.State>(wrappedValue: .a(Child.State()))
    withKnownIssue {
      state[case: \.b] = Child.State(count: 9)
    } matching: { $0.description.contains("Can't modify unrelated case \"a\"") }
    #expect(state.wrappedValue == .a(Child.State()))
  }
}
