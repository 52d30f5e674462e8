import NavGraphCore
import NavGraphLint
import Testing

@Suite struct PresentationWithoutViewRuleTests {
  @Test func examples() {
    RuleExamples.check(PresentationWithoutViewRule())
  }

  /// A parent's view may present its child's alert through the child's field: the child's
  /// own view not naming it is then no finding.
  @Test func aParentsViewPresentingTheChildsFieldCounts() {
    let findings = RuleExamples.lint(#"""
      @Reducer
      struct Editor {
        @ObservableState
        struct State { @Presents var alert: AlertState<Action.Alert>? }
        enum Action {
          case alert(PresentationAction<Alert>)
          case failed
          enum Alert { case ok }
        }
        var body: some ReducerOf<Self> {
          Reduce { state, _ in
            state.alert = AlertState { TextState("Failed") }
            return .none
          }
          .ifLet(\.$alert, action: \.alert)
        }
      }
      struct EditorView: View {
        let store: StoreOf<Editor>
        var body: some View { Text("") }
      }
      @Reducer
      struct Document {
        struct State { var editor = Editor.State() }
        enum Action { case editor(Editor.Action) }
      }
      struct DocumentView: View {
        @Bindable var store: StoreOf<Document>
        var body: some View {
          EditorView(store: store.scope(state: \.editor, action: \.editor))
            .alert($store.scope(state: \.editor.alert, action: \.editor.alert))
        }
      }
      """#, with: PresentationWithoutViewRule())
    #expect(findings.isEmpty)
  }

  /// A view reading the field through its store written as a raw identifier shows it.
  @Test func aStoreWrittenInBackticksShowsTheField() {
    let findings = RuleExamples.lint(#"""
      @Reducer
      struct Status {
        @ObservableState
        struct State { @Presents var previewed: URL? }
        enum Action {
          case previewed(PresentationAction<Never>)
          case tapped(URL)
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            if case .tapped(let url) = action { state.previewed = url }
            return .none
          }
          .ifLet(\.$previewed, action: \.previewed) { EmptyReducer() }
        }
      }
      struct StatusView: View {
        let `store`: StoreOf<Status>
        var body: some View {
          Color.clear.quickLookPreview(Binding(
            get: { `store`.previewed },
            set: { _ in `store`.send(.previewed(.dismiss)) }
          ))
        }
      }
      """#, with: PresentationWithoutViewRule())
    #expect(findings.isEmpty)
  }
}
