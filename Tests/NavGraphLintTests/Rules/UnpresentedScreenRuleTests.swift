import NavGraphLint
import Testing

@Suite struct UnpresentedScreenRuleTests {
  @Test func examples() {
    RuleExamples.check(UnpresentedScreenRule())
  }

  /// A feature held by a parent's field is the parent's to present (or
  /// `unreachable-presentation`'s to report): never this rule's.
  @Test func aFeatureAFieldHoldsIsLeftToThePresentationRules() {
    let findings = RuleExamples.lint(#"""
      @main
      struct ShopApp: App {
        let store = Store(initialState: AppFeature.State()) { AppFeature() }
        var body: some Scene { WindowGroup { AppView(store: store) } }
      }
      @Reducer
      struct AppFeature {
        @ObservableState
        struct State { @Presents var suspension: Suspension.State? }
        enum Action { case suspension(PresentationAction<Suspension.Action>) }
      }
      @Reducer struct Suspension {}
      struct SuspensionView: View {
        let store: StoreOf<Suspension>
        var body: some View { Text("") }
      }
      """#, with: UnpresentedScreenRule())
    #expect(findings.isEmpty)
  }
}
