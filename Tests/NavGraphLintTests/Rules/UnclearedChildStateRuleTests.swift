import NavGraphCore
import NavGraphLint
import Testing

@Suite struct UnclearedChildStateRuleTests {
  @Test func examples() {
    RuleExamples.check(UnclearedChildStateRule())
  }

  /// An editor presented by a cover driven by a flag of its own, its state set beside the
  /// flag; `closing` is what the reducer does when the cover closes.
  private static func editor(closing: String, wrapper: String = "") -> String {
    #"""
    @Reducer
    struct Router {
      @ObservableState
      struct State {
        \#(wrapper)var editor: Editor.State?
        var isEditing = false
      }
      enum Action: BindableAction {
        case binding(BindingAction<State>)
        case editTapped
        case editor(Editor.Action)
      }
      var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
          switch action {
          case .editTapped:
            state.isEditing = true
            state.editor = Editor.State()
            return .none
    \#(closing)
          case .binding, .editor:
            return .none
          }
        }
        .ifLet(\.editor, action: \.editor) { Editor() }
      }
    }
    @Reducer struct Editor {
      struct State {}
      enum Action {}
      var body: some ReducerOf<Self> { EmptyReducer() }
    }
    struct RouterView: View {
      @Bindable var store: StoreOf<Router>
      var body: some View {
        Text("Home")
          .fullScreenCover(isPresented: $store.isEditing) {
            IfLetStore(store.scope(state: \.editor, action: \.editor)) { EditorView(store: $0) }
          }
      }
    }
    """#
  }

  @Test func stateACoverShowsAndNothingClearsIsReported() {
    let findings = RuleExamples.lint(Self.editor(closing: ""), with: UnclearedChildStateRule())
    #expect(findings.map(\.fields) == [["editor"]])
    #expect(findings.first?.message.contains("a view presents") == true)
    #expect(findings.first?.message.contains("keeps running under ifLet") == true)
  }

  @Test func stateClearedWhenTheCoverClosesIsNot() {
    let closing = """
          case .binding(\\.isEditing):
            if !state.isEditing { state.editor = nil }
            return .none
      """
    #expect(RuleExamples.lint(Self.editor(closing: closing), with: UnclearedChildStateRule())
      .isEmpty)
  }

  /// `@Presents` is cleared by the library when its screen is dismissed.
  @Test func aPresentsFieldIsNot() {
    let source = Self.editor(closing: "", wrapper: "@Presents ")
    #expect(RuleExamples.lint(source, with: UnclearedChildStateRule()).isEmpty)
  }
}
