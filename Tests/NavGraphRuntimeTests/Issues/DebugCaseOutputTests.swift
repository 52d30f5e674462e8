import Testing

@testable import NavGraphRuntime

/// A feature's action with payloads of every kind a warning meets.
@CasePathable
enum Elements {
  case count(Int)
  case name(String)
  case rows(IdentifiedAction<Int, String>)
  case path(StackAction<Int, Void>)
  case tap
}

/// Tests of `DebugCaseOutput.swift`: how runtime warnings print actions and states.
struct DebugCaseOutputTests {
  @Test("R-24 payload values are left out at every level; labels stay")
  func r24() {
    #expect(
      debugCaseOutput(Elements.rows(.element(id: 1, action: "Blob Esq.")))
        == "Elements.rows(.element(id:, action:))")
    #expect(debugCaseOutput(Elements.path(.popFrom(id: 3))) == "Elements.path(.popFrom(id:))")
    #expect(debugCaseOutput(Elements.name("Blob"), abbreviated: true) == ".name")
    #expect(debugCaseOutput(Elements.count(42), abbreviated: true) == ".count")
    #expect(debugCaseOutput(Elements.tap) == "Elements.tap")
  }

  @Test("R-24 a Void action prints as ()")
  func r24Void() {
    #expect(debugCaseOutput(()) == "()")
  }
}
