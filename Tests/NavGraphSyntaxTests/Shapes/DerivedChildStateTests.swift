import NavGraphCore
import NavGraphLint
import Testing

/// A child state a settable computed property builds from stored fields, composed by `Scope`
/// or `forEach`: the key path names no stored field, yet the child is a composition of the
/// feature, and the stored fields it reads are shown by the child's views.
@Suite struct DerivedChildStateTests {
  static let source = #"""
    @Reducer
    struct Card {
      @ObservableState
      struct State: Equatable {
        var alert: AlertState<Badge.Action.Alert>?
        var isOn = false
        var sections: [Section] = []
        var badge: Badge.State {
          get { .init(alert: alert, isOn: isOn) }
          set { (alert, isOn) = (newValue.alert, newValue.isOn) }
        }
        var rows: IdentifiedArrayOf<Row.State> {
          get { IdentifiedArray(uniqueElements: sections.flatMap(\.rows)) }
          set { sections = Section.grouping(newValue) }
        }
      }
      enum Action {
        case badge(Badge.Action)
        case rows(IdentifiedActionOf<Row>)
      }
      var body: some ReducerOf<Self> {
        Scope(state: \.badge, action: \.badge) { Badge() }
        Reduce { _, _ in .none }
          .forEach(\.rows, action: \.rows) { Row() }
      }
    }

    struct CardView: View {
      let store: StoreOf<Card>
      var body: some View {
        BadgeView(store: store.scope(state: \.badge, action: \.badge))
      }
    }

    @Reducer
    struct Badge {
      @ObservableState
      struct State: Equatable {
        @Presents var alert: AlertState<Action.Alert>?
        var isOn: Bool
      }
      enum Action {
        case alert(PresentationAction<Alert>)
        case failed
        enum Alert: Equatable {}
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          if case .failed = action { state.alert = AlertState { TextState("Failed") } }
          return .none
        }
        .ifLet(\.$alert, action: \.alert)
      }
    }

    struct BadgeView: View {
      @Bindable var store: StoreOf<Badge>
      var body: some View {
        Text("").alert($store.scope(state: \.alert, action: \.alert))
      }
    }

    @Reducer struct Row {}
    """#

  @Test func aDerivedChildIsComposedAndUnderstood() {
    let scan = ShapeScan.scan(Self.source)
    #expect(ShapeScan.edges(scan) == [
      "Badge alert alert -> AlertState (alert)",
      "Card alert alert -> AlertState",
      "Card scope badge -> Badge",
      "Card collection rows -> Row",
    ])
    #expect(scan.graph.unresolved.isEmpty)
  }

  /// The child's state declared apart, under a name of its own (`FavoriteState`, or any name
  /// a renaming gives it): a getter that builds one makes it a derived child all the same.
  @Test func aDerivedChildOfAStateNamedAnyhowIsComposed() {
    let source = #"""
      @Reducer
      struct Episode {
        @ObservableState
        struct State: Equatable {
          var isOn = false
          var 즐겨찾기: 좋아요 {
            get { .init(isOn: isOn) }
            set { isOn = newValue.isOn }
          }
        }
        enum Action { case 즐겨찾기(Favorite.Action) }
        var body: some ReducerOf<Self> {
          Scope(state: \.즐겨찾기, action: \.즐겨찾기) { Favorite() }
        }
      }
      struct 좋아요: Equatable { var isOn: Bool }
      @Reducer
      struct Favorite {
        typealias State = 좋아요
        enum Action { case tapped }
        var body: some ReducerOf<Self> { Reduce { state, _ in state.isOn.toggle(); return .none } }
      }
      """#
    let scan = ShapeScan.scan(source)
    #expect(ShapeScan.edges(scan) == ["Episode scope 즐겨찾기 -> Favorite"])
    #expect(scan.graph.unresolved.isEmpty)
  }

  @Test func aStoredPromptADerivedChildReadsIsShownByTheChildsView() {
    let scan = ShapeScan.scan(Self.source)
    let findings = Linter(rules: [PresentationWithoutViewRule()]).lint(LintInput(scan: scan))
    #expect(findings.isEmpty)
  }

  /// A view that shows a child a get-only computed property builds (`IfLetStore` over it, in a
  /// sheet the view's own state drives) shows a child no state holds: the census says so, and
  /// no edge is made of it.
  @Test func aViewShowingAReadOnlyDerivedChildIsUnderstood() {
    let source = #"""
      struct ProfileState: Equatable {
        var user: User?
        var editor: EditorState? {
          user.map { EditorState(user: $0) }
        }
      }
      enum ProfileAction: Equatable { case editor(EditorAction) }
      let profileReducer = Reducer<ProfileState, ProfileAction, Void> { _, _, _ in .none }
      struct ProfileView: View {
        let store: Store<ProfileState, ProfileAction>
        @State var isEditing = false
        var body: some View {
          Text("Profile")
            .sheet(isPresented: $isEditing) {
              IfLetStore(store.scope(state: \.editor, action: ProfileAction.editor)) { store in
                EditorView(store: store)
              }
            }
        }
      }
      struct EditorState: Equatable { var user: User }
      enum EditorAction: Equatable { case save }
      let editorReducer = Reducer<EditorState, EditorAction, Void> { _, _, _ in .none }
      struct EditorView: View {
        let store: Store<EditorState, EditorAction>
        var body: some View { Text("Edit") }
      }
      struct User: Equatable {}
      """#
    let scan = ShapeScan.scan(source)
    let site = scan.census.sites.first { $0.spelling.contains("editor") && $0.kind == .viewPresentation }
    #expect(site?.reading == .explained, "\(scan.census.sites)")
    #expect(site?.detail.contains("computed property") == true)
    #expect(!ShapeScan.edges(scan).contains { $0.contains("editor") })
  }
}
