import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

/// Before the navigation tools: a presentation handed a binding of a field that holds a child
/// (`.sheet(item: viewStore.$web) { state in WebView(store: store.scope(state: { _ in state },
/// ...)) }`) shows that child, as one handed a scoped store does: its edge takes the style, the
/// field is presented, and the census says what it shows.
@Suite struct BindingOfAChildTests {
  static let source = #"""
    struct Terms: ReducerProtocol {
      struct State: Equatable {
        @BindingState var web: Web.State?
        @BindingState var isAgreed = false
      }
      enum Action: BindableAction {
        case binding(BindingAction<State>)
        case web(Web.Action)
        case openTapped
      }
      var body: some ReducerProtocolOf<Self> {
        BindingReducer()
        Reduce { state, action in
          if case .openTapped = action { state.web = Web.State() }
          return .none
        }
        .ifLet(\.web, action: /Action.web) { Web() }
      }
    }
    struct Web: ReducerProtocol {
      struct State: Equatable {}
      enum Action: Equatable {}
      var body: some ReducerProtocolOf<Self> { EmptyReducer() }
    }
    struct TermsView: View {
      let store: StoreOf<Terms>
      var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
          Toggle("Agree", isOn: viewStore.$isAgreed)
            .sheet(item: viewStore.$web) { state in
              WebView(store: store.scope(state: { _ in state }, action: Terms.Action.web))
            }
            .alert("Agreed", isPresented: viewStore.$isAgreed) {}
        }
      }
    }
    """#

  @Test func theChildsEdgeTakesTheStyleAndTheFieldIsPresented() {
    let scan = ShapeScan.scan(Self.source)
    #expect(ShapeScan.edges(scan).contains("Terms presentation web -> Web (sheet)"))
    let findings = Linter(rules: [PresentationWithoutViewRule()]).lint(LintInput(scan: scan))
    #expect(findings.isEmpty)
  }

  @Test func theCensusSaysWhichChildItShows() {
    let sites = ShapeScan.scan(Self.source).census.sites.filter { $0.kind == .viewPresentation }
    #expect(sites.first { $0.spelling.hasPrefix("sheet") }?.detail ==
      "shows 1 edge: presentation to Web (sheet), through a binding of Terms.State.web")
    // A flag's binding shows plain content still.
    #expect(sites.first { $0.spelling.hasPrefix("alert") }?.reading == .notNavigation)
  }
}
