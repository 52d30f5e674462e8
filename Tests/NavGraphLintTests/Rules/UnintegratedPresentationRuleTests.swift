import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

@Suite struct UnintegratedPresentationRuleTests {
  @Test func examples() {
    RuleExamples.check(UnintegratedPresentationRule())
  }

  @Test func ifLetInAnExtensionInAnotherFileCounts() {
    let scan = SourceScanner().scan(sources: [
      "Sources/App/Inventory.swift": #"""
        @Reducer
        struct Inventory {
          @ObservableState
          struct State { @Presents var addItem: ItemForm.State? }
          enum Action { case addItem(PresentationAction<ItemForm.Action>) }
        }
        @Reducer struct ItemForm {}
        """#,
      "Sources/App/Inventory+Body.swift": #"""
        extension Inventory {
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.ifLet(\.$addItem, action: \.addItem) { ItemForm() }
          }
        }
        """#,
    ])
    #expect(Linter(rules: [UnintegratedPresentationRule()]).lint(LintInput(scan: scan)) == [])
  }

  /// An optional child its view draws in place (`if let child = store.scope(...)`) is
  /// composition: nothing dismisses it, and its parent may answer its actions itself, so a
  /// missing `ifLet` is worth a note, never an error.
  @Test func aChildDrawnInPlaceWithoutIfLetIsANote() {
    let findings = RuleExamples.lint(#"""
      @Reducer
      struct Matches {
        @ObservableState
        struct State { var banner: Banner.State? }
        enum Action { case banner(Banner.Action), loaded }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .loaded: state.banner = Banner.State(); return .none
            case .banner(.tapped): return .none
            }
          }
        }
      }
      @Reducer struct Banner {
        struct State {}
        enum Action { case tapped }
      }
      struct MatchesView: View {
        let store: StoreOf<Matches>
        var body: some View {
          if let store = store.scope(state: \.banner, action: \.banner) {
            BannerView(store: store)
          }
        }
      }
      """#, with: UnintegratedPresentationRule())
    #expect(findings.map(\.severity) == [.note])
    #expect(findings.first?.message.contains("drawn in place") == true)
  }

  @Test func scopeIsNotAnIfLet() {
    let findings = RuleExamples.lint(#"""
      @Reducer
      struct Inventory {
        @ObservableState
        struct State { @Presents var addItem: ItemForm.State? }
        enum Action { case addItem(PresentationAction<ItemForm.Action>) }
        var body: some ReducerOf<Self> {
          Reduce { state, _ in state.addItem = ItemForm.State(); return .none }
          Scope(state: \.addItem, action: \.addItem) { ItemForm() }
        }
      }
      @Reducer struct ItemForm {}
      """#, with: UnintegratedPresentationRule())
    #expect(findings.map(\.fields) == [["addItem"]])
  }

  /// The suggested fix is code to paste: `\.$` only for a wrapped field, backticks for raw
  /// identifiers, and no impossible `\.$`…`` for a raw-identifier `@Presents` field.
  @Test func suggestedFixIsSwiftThatCompiles() {
    let findings = RuleExamples.lint(#"""
      struct Settings: Reducer {
        struct State {
          var profile: Profile.State?
          var `class`: Profile.State?
          @PresentationState var `field "two"`: Profile.State?
          @PresentationState var sheet: Profile.State?
        }
        enum Action {
          case profile(Profile.Action)
          case `class`(Profile.Action)
          case `field "two"`(PresentationAction<Profile.Action>)
          case sheet(PresentationAction<Profile.Action>)
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          state.profile = Profile.State()
          state.class = Profile.State()
          state.`field "two"` = Profile.State()
          state.sheet = Profile.State()
          return .none
        }
      }
      @Reducer struct Profile {}
      """#, with: UnintegratedPresentationRule())
    let fixes = findings.map { String($0.message.split(separator: ";").last ?? "") }
    #expect(fixes == [
      " add .ifLet(\\.profile, action: \\.profile)",
      " add .ifLet(\\.class, action: \\.class)",
      " Swift cannot write the $ projection of `field \"two\"`, so rename the field to a plain "
        + "identifier and add .ifLet(\\.$name, action: \\.name) for it",
      " add .ifLet(\\.$sheet, action: \\.sheet)",
    ])
  }

  static func routedDialog(clearedUnder handler: String) -> String {
    #"""
    @Reducer
    struct Row {
      @ObservableState
      struct State {
        @Presents var deleteDialog: ConfirmationDialogState<Action>?
      }
      enum Action {
        case removeTapped
        case confirmRemove(PresentationAction<Action>)
        case cancelRemove(PresentationAction<Action>)
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .removeTapped:
            state.deleteDialog = ConfirmationDialogState { TextState("Remove?") } actions: {
              ButtonState(role: .destructive, action: .confirmRemove(.dismiss)) {
                TextState("Remove")
              }
            }
            return .none
          case .confirmRemove:
            \#(handler == "confirmRemove" ? "state.deleteDialog = nil" : "")
            return .none
          case .cancelRemove:
            \#(handler == "cancelRemove" ? "state.deleteDialog = nil" : "")
            return .none
          }
        }
      }
    }
    struct RowView: View {
      @Bindable var store: StoreOf<Row>
      var body: some View {
        Button("Remove") { store.send(.removeTapped) }
          .confirmationDialog($store.scope(state: \.deleteDialog, action: \.cancelRemove))
      }
    }
    """#
  }

  /// The view routes the dialog's actions, its dismissal among them, to another case, whose
  /// handler clears the field: dismissed by hand, nothing to report.
  @Test func aPresentationRoutedToACaseThatClearsItIsDismissedByHand() {
    let findings = RuleExamples.lint(
      Self.routedDialog(clearedUnder: "cancelRemove"), with: UnintegratedPresentationRule())
    #expect(findings.isEmpty)
  }

  /// Cleared only under a case the view does not route it to: the dismissal is lost.
  @Test func aPresentationRoutedToACaseThatDoesNotClearItIsReported() {
    let findings = RuleExamples.lint(
      Self.routedDialog(clearedUnder: "confirmRemove"), with: UnintegratedPresentationRule())
    #expect(findings.map(\.fields) == [["deleteDialog"]])
  }
}
