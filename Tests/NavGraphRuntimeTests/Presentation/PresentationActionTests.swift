import Foundation
import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// Tests of `PresentationAction.swift`: case key paths through presentation actions (P-6).
@MainActor
struct PresentationActionTests {
  @Test("P-6 case key paths reach through presentation actions, level after level")
  func p6() {
    let nested = Top.Action.middle(.presented(.child(.dismiss)))
    #expect(nested[case: \.middle.child.dismiss] != nil)
    #expect(nested[case: \.middle.dismiss] == nil)
    #expect(Top.Action.middle(.presented(.showChild))[case: \.middle.showChild] != nil)
    #expect(PresentationAction<Child.Action>.presented(.tick) == .presented(.tick))
  }
}
