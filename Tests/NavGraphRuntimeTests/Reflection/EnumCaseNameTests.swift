@testable import NavGraphRuntime
import Testing

/// Which case of an enum holds a payload type: the name the reflection walker puts on a scope
/// edge to enum state, or none when the answer would be a guess.
@Suite struct EnumCaseNameTests {
  private struct Draft {}
  private struct Sent {}

  private enum Mailbox {
    case draft(Draft)
    case sent(Sent)
    case archived(Sent)
    case labelled(state: Draft, note: String)
    case empty
  }

  private enum Folder {
    case draft(Draft)
    case labelled(state: Sent)
  }

  @Test func theOneCaseHoldingThePayloadNamesIt() {
    #expect(enumCaseName(holding: Draft.self, in: Mailbox.self) == "draft")
  }

  @Test func aSingleLabelledPayloadCounts() {
    #expect(enumCaseName(holding: Sent.self, in: Folder.self) == "labelled")
  }

  @Test func twoCasesHoldingThePayloadNameNone() {
    #expect(enumCaseName(holding: Sent.self, in: Mailbox.self) == nil)
  }

  @Test func noCaseOrNoEnumNamesNone() {
    #expect(enumCaseName(holding: Int.self, in: Mailbox.self) == nil)
    #expect(enumCaseName(holding: Draft.self, in: Draft.self) == nil)
  }
}
