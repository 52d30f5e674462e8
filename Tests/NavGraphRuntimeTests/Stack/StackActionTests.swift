import Foundation
import Testing

@testable import NavGraphRuntime
@testable import NavGraphRuntimeFixtures

/// Tests of `StackAction.swift`: its cases and case key paths (S-17, S-18).
@MainActor
struct StackActionTests {
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
}
