import NavGraphLint
import Testing

/// A view reading a field through `self.store` reads it as through `store`: a presentation it
/// drives with a binding of its own (`quickLookPreview(Binding(get: { store.preview }, ...))`)
/// is named by the view either way.
@Suite struct ExplicitSelfStoreReadTests {
  private static func source(store: String) -> String {
    #"""
    @Reducer
    struct Status {
      @ObservableState
      struct State { @Presents var preview: URL? }
      enum Action {
        case preview(PresentationAction<Never>)
        case previewChanged(URL?)
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case let .previewChanged(url):
            state.preview = url
            return .none
          case .preview:
            return .none
          }
        }
        .ifLet(\.$preview, action: \.preview) { EmptyReducer() }
      }
    }
    struct StatusView: View {
      let store: StoreOf<Status>
      var body: some View {
        Color.clear.quickLookPreview(Binding(
          get: { \#(store).preview },
          set: { \#(store).send(.previewChanged($0)) }
        ))
      }
    }
    """#
  }

  @Test func aFieldReadThroughSelfStoreIsNamedByTheView() {
    for store in ["store", "self.store"] {
      let findings = RuleExamples.lint(Self.source(store: store), with: PresentationWithoutViewRule())
      #expect(findings.isEmpty, "\(store)")
    }
  }
}
