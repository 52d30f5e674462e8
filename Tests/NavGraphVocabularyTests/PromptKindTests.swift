import NavGraphVocabulary
import Testing

struct PromptKindTests {
  @Test func readsTheStateTypesOfTCA() {
    #expect(PromptKind(stateTypeName: "AlertState") == .alert)
    #expect(PromptKind(stateTypeName: "ConfirmationDialogState") == .dialog)
    #expect(PromptKind(stateTypeName: "Alert") == nil)
    #expect(PromptKind(stateTypeName: "AlertState<Action>") == nil)
  }

  @Test func namesItsLeafAfterItsStateType() {
    for kind in PromptKind.allCases {
      #expect(PromptKind(stateTypeName: kind.stateTypeName) == kind)
    }
  }

  @Test func isPresentedByAnEdgeOfItsOwnKind() {
    #expect(PromptKind.alert.edgeKind == .alert)
    #expect(PromptKind.dialog.edgeKind == .dialog)
    for kind in PromptKind.allCases {
      #expect(kind.edgeKind.promptKind == kind)
    }
    #expect(EdgeKind.allCases.filter { $0.promptKind != nil } == [.alert, .dialog])
  }
}
