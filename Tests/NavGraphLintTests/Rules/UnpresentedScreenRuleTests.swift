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

  /// A feature whose state another feature keeps in a type navviz does not read as a child
  /// (a dictionary of cells' states, a wrapper), or whose actions an action case carries, is
  /// held by it.
  static let cells = #"""
    @main
    struct ShopApp: App {
      let store = Store(initialState: Home.State()) { Home() }
      var body: some Scene { WindowGroup { HomeView(store: store) } }
    }
    @Reducer
    struct Home {
      struct State { var cells: [Category: IdentifiedArrayOf<CategoryCell.State>] = [:] }
      enum Action { case cell(id: CategoryCell.State.ID, action: CategoryCell.Action), picker(Picker.Action) }
    }
    @Reducer struct CategoryCell {}
    struct CategoryCellView: View {
      let store: StoreOf<CategoryCell>
      var body: some View { Text("") }
    }
    @Reducer struct Picker {}
    struct PickerView: View {
      let store: StoreOf<Picker>
      var body: some View { Text("") }
    }
    """#

  @Test func aStateKeptInAnotherFeaturesTypesIsHeld() {
    #expect(RuleExamples.lint(Self.cells, with: UnpresentedScreenRule()).isEmpty)
  }

  /// A type written as a raw identifier names the same feature.
  @Test func aStateWrittenInBackticksIsHeld() {
    let source = Self.cells
      .replacingOccurrences(
        of: "[Category: IdentifiedArrayOf<CategoryCell.State>]",
        with: "[`Category`: IdentifiedArrayOf<`CategoryCell`.State>]")
      .replacingOccurrences(
        of: "case cell(id: CategoryCell.State.ID, action: CategoryCell.Action), picker(Picker.Action)",
        with: "case picker(`Picker`.Action)")
    #expect(source.contains("`CategoryCell`") && source.contains("`Picker`"))
    #expect(RuleExamples.lint(source, with: UnpresentedScreenRule()).isEmpty)
  }

  /// Before 0.41: a reducer value whose actions a parent's action case carries (`case
  /// content(ListAction)`) is scoped from the parent's store, with state the parent makes in a
  /// closure the scan does not follow. One whose actions nothing carries is still reported.
  @Test func aValueWhoseActionsAParentCarriesIsHeld() {
    let findings = RuleExamples.lint(#"""
      @main
      struct ShopApp: App {
        let store = Store(initialState: ShopState(), reducer: shopReducer, environment: ())
        var body: some Scene { WindowGroup { ShopView(store: store) } }
      }
      struct ShopState: Equatable { var items: [String] = [] }
      enum ShopAction { case list(ListAction) }
      let shopReducer = Reducer<ShopState, ShopAction, Void> { _, _, _ in .none }
      struct ShopView: View {
        let store: Store<ShopState, ShopAction>
        var body: some View {
          ListView(store: store.scope(state: { ListState(items: $0.items) }, action: ShopAction.list))
        }
      }
      struct ListState: Equatable { var items: [String] }
      enum ListAction { case tap(String) }
      let listReducer = Reducer<ListState, ListAction, Void> { _, _, _ in .none }
      struct ListView: View {
        let store: Store<ListState, ListAction>
        var body: some View { Text("") }
      }
      struct ChatState: Equatable {}
      enum ChatAction { case send }
      let chatReducer = Reducer<ChatState, ChatAction, Void> { _, _, _ in .none }
      struct ChatView: View {
        let store: Store<ChatState, ChatAction>
        var body: some View { Text("") }
      }
      """#, with: UnpresentedScreenRule())
    #expect(findings.map(\.feature) == ["chatReducer"])
  }

  /// A reducer written for a preview, whose only view is declared inside the preview, has
  /// no screen in the app to show.
  @Test func aViewInsideAPreviewIsNoScreen() {
    let findings = RuleExamples.lint(Self.shop + #"""
      @Reducer private struct MenuDemo {}
      struct Menu_Previews: PreviewProvider {
        struct TestView: View {
          @Bindable fileprivate var store = Store(initialState: MenuDemo.State()) { MenuDemo() }
          var body: some View { Text("") }
        }
        static var previews: some View { TestView() }
      }
      """#, with: UnpresentedScreenRule())
    #expect(findings.isEmpty)
  }

  /// A feature's own state in its own action's payload (`BindingAction<Editor.State>`, as a
  /// top-level `Action` must spell it) does not hold it.
  @Test func aFeatureDoesNotHoldItself() {
    let findings = RuleExamples.lint(Self.shop + #"""
      @Reducer
      struct Editor {
        typealias Action = EditorAction
        struct State { var text = "" }
      }
      enum EditorAction: BindableAction { case binding(BindingAction<Editor.State>) }
      struct EditorView: View {
        let store: StoreOf<Editor>
        var body: some View { Text("") }
      }
      """#, with: UnpresentedScreenRule())
    #expect(findings.map(\.feature) == ["Editor"])
  }

  /// An app whose entry point shows `Home`: the features after it are the ones checked.
  static let shop = #"""
    @main
    struct ShopApp: App {
      let store = Store(initialState: Home.State()) { Home() }
      var body: some Scene { WindowGroup { HomeView(store: store) } }
    }
    @Reducer struct Home {}
    struct HomeView: View {
      let store: StoreOf<Home>
      var body: some View { Text("") }
    }

    """#
}
