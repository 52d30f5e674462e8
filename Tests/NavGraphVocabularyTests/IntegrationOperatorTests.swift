import NavGraphVocabulary
import Testing

struct IntegrationOperatorTests {
  /// The raw value is the spelling source uses: lint's messages and the census print it.
  @Test func isSpelledAsSourceSpellsIt() {
    #expect(IntegrationOperator.allCases.map(\.rawValue) == [
      "ifLet", "forEach", "ifCaseLet", "Scope", "forEachRoute",
    ])
  }

  /// A style the list does not know keeps its name, so a message can still quote it.
  @Test func dismissStyleKeepsAnUnknownName() {
    #expect(DismissStyle(rawValue: "stack") == .stack)
    #expect(DismissStyle(rawValue: "list") == .list)
    #expect(DismissStyle(rawValue: "custom").rawValue == "custom")
  }

  @Test func navigationChangesMoveForwardOrBackOnStacksOrFields() {
    #expect(NavigationChangeKind.allCases.filter(\.isForward) == [.presented, .pushed])
    #expect(NavigationChangeKind.allCases.filter(\.isStack) == [.pushed, .popped])
  }
}
