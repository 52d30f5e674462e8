import NavGraphVocabulary
import Testing

struct CaseRoleEdgeKindTests {
  @Test(arguments: [EdgeKind.destination, .stack])
  func aPromptIsItsOwnKindWhereverItIsHeld(container: EdgeKind) {
    #expect(CaseRole.alert.edgeKind(heldAs: container) == .alert)
    #expect(CaseRole.dialog.edgeKind(heldAs: container) == .dialog)
  }

  @Test(arguments: [EdgeKind.destination, .stack, .scope])
  func everyOtherCaseIsAnEdgeOfItsContainersKind(container: EdgeKind) {
    for role in [CaseRole.feature, .ignored, .data] {
      #expect(role.edgeKind(heldAs: container) == container)
    }
  }

  @Test func aPromptsRoleAndKindRoundTrip() {
    for kind in PromptKind.allCases {
      #expect(CaseRole(kind).promptKind == kind)
    }
    #expect(CaseRole.allCases.compactMap(\.promptKind) == [.alert, .dialog])
  }
}
