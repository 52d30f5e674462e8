import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

@Suite struct StackDismissStyleRuleTests {
  @Test func examples() {
    RuleExamples.check(StackDismissStyleRule())
  }

  /// 1.x stacks are `StackState`s, which pop everything above a dismissed screen already.
  @Test func aTCA1StackIsNotAsked() {
    let findings = RuleExamples.lint(#"""
      @Reducer
      struct Catalog {
        @Reducer
        enum Path { case product(Product) }
        @ObservableState
        struct State { var path = StackState<Path.State>() }
        enum Action { case path(StackActionOf<Path>) }
        var body: some ReducerOf<Self> {
          Reduce { _, _ in .none }.forEach(\.path, action: \.path)
        }
      }
      struct CatalogView: View {
        @Bindable var store: StoreOf<Catalog>
        var body: some View {
          NavigationStack(path: $store.scope(state: \.path, action: \.path)) { Text("") }
        }
      }
      @Reducer struct Product {}
      """#, with: StackDismissStyleRule())
    #expect(findings == [])
  }
}
