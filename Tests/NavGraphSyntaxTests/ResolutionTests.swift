import NavGraphCore
import NavGraphSyntax
import Testing

/// Names across files, extensions, typealiases, generics and modules.
@Suite struct ResolutionTests {
  @Test func nestedNamesResolveByLexicalScopeAcrossFilesAndExtensions() {
    MarkedSources([
      "Sources/Shop/Cart.swift": """
        @Reducer
        struct CartFeature { /*@feature CartFeature struct*/
          @ObservableState
          struct State {
            @Presents var destination: Destination.State?
          }
          enum Action { case destination(PresentationAction<Destination.Action>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.ifLet(\\.$destination, action: \\.destination)
          }
        }
        """,
      "Sources/Shop/Cart+Destination.swift": """
        extension CartFeature {
          @Reducer
          enum Destination { /*@feature CartFeature.Destination enum*/
            case checkout(Checkout) /*@edge CartFeature Checkout destination destination CartFeature.Destination checkout*/
          }
        }
        """,
      "Sources/Shop/Unrelated.swift": """
        // A top-level enum reducer with the same short name must not capture CartFeature's.
        @Reducer
        enum Destination { /*@feature Destination enum*/
          case other(Checkout) /*@edge Destination Checkout scope - - other*/
        }
        """,
      "Sources/Shop/Checkout.swift": """
        struct Checkout { /*@feature Checkout struct*/
          struct State {}
          enum Action {}
        }
        extension Checkout: Reducer {
          var body: some ReducerOf<Self> { EmptyReducer() }
        }
        /*@root CartFeature Destination*/
        """,
    ]).check()
  }

  @Test func typealiasesAndGenericReducers() {
    MarkedSources([
      "Sources/Kit/Picker.swift": """
        @Reducer
        struct Picker<Item: Hashable> { /*@feature Picker struct*/
          struct State { var items: [Item] }
          enum Action { case picked(Item) }
          var body: some ReducerOf<Self> { EmptyReducer() }
        }
        @Reducer struct ProfileEditor { struct State {}; enum Action {} } /*@feature ProfileEditor struct*/
        """,
      "Sources/Kit/Settings.swift": """
        typealias Editor = ProfileEditor
        @Reducer
        struct SettingsFeature { /*@feature SettingsFeature struct*/
          typealias ColorPicker = Picker<Color>
          @ObservableState
          struct State {
            @Presents var colorPicker: ColorPicker.State? /*@edge SettingsFeature Picker presentation colorPicker*/
            @Presents var editor: Editor.State? /*@edge SettingsFeature ProfileEditor presentation editor - - fullScreenCover*/
            @Presents var fontPicker: Picker<Font>.State? /*@edge SettingsFeature Picker presentation fontPicker*/
          }
          enum Action {}
        }
        struct SettingsView: View {
          @Bindable var store: StoreOf<SettingsFeature>
          var body: some View {
            Form {}.fullScreenCover(item: $store.scope(state: \\.editor, action: \\.editor)) { _ in }
          }
        }
        /*@root SettingsFeature*/
        """,
    ]).check()
  }

  @Test func sameShortNameInTwoModulesIsQualifiedByModule() {
    MarkedSources([
      "Sources/Settings/Root.swift": """
        @Reducer struct SettingsRoot { /*@feature SettingsRoot struct*/
          struct State { @Presents var detail: DetailFeature.State? } /*@edge SettingsRoot Settings.DetailFeature presentation detail*/
          enum Action {}
        }
        @Reducer struct DetailFeature { struct State {}; enum Action {} } /*@feature Settings.DetailFeature struct*/
        """,
      "Sources/Profile/Root.swift": """
        import Settings
        @Reducer struct ProfileRoot { /*@feature ProfileRoot struct*/
          struct State {
            @Presents var detail: DetailFeature.State? /*@edge ProfileRoot Profile.DetailFeature presentation detail*/
            @Presents var settingsDetail: Settings.DetailFeature.State? /*@edge ProfileRoot Settings.DetailFeature presentation settingsDetail*/
          }
          enum Action {}
        }
        @Reducer struct DetailFeature { struct State {}; enum Action {} } /*@feature Profile.DetailFeature struct*/
        /*@root SettingsRoot ProfileRoot*/
        """,
    ]).check()
  }

  @Test func negativeCases() {
    MarkedSources([
      "Sources/App/Negative.swift": """
        // Not a reducer: an enum that happens to be called Destination.
        enum Destination: Hashable { case home, settings }

        @Reducer
        struct HomeFeature { /*@feature HomeFeature struct*/
          @ObservableState
          struct State {
            var destination: Destination?
            // @Presents var commented: ChildFeature.State?
            /* @Presents var blockCommented: ChildFeature.State? */
            var notIntegrated: ChildFeature.State?
            var items: IdentifiedArrayOf<ChildFeature.State> = []
            var child: ChildFeature.State
          }
          enum Action {}
          var body: some ReducerOf<Self> {
            Reduce { state, _ in
              state.destination = .settings
              return .none
            }
          }
        }
        @Reducer struct ChildFeature { struct State: Identifiable { var id: Int }; enum Action {} } /*@feature ChildFeature struct*/
        protocol Reducer {}
        /*@root HomeFeature ChildFeature*/
        """
    ]).check()
  }

  @Test func newestAPIForms() {
    let result = MarkedSources([
      "Sources/App/Newest.swift": """
        @Reducer
        struct Root { /*@feature Root struct*/
          @Reducer
          enum Destination { /*@feature Root.Destination enum*/
            case detail(Detail) /*@edge Root Detail destination destination Root.Destination detail navigationDestination*/
            @ReducerCaseEphemeral
            case alert(AlertState<Alert>) /*@edge Root AlertState alert destination Root.Destination alert*/
            @ReducerCaseIgnored
            case info(Info) /*@edge Root Info destination destination Root.Destination info*/
            enum Alert {}
          }
          @Reducer
          enum Path { /*@feature Root.Path enum*/
            case detail(Detail) /*@edge Root Detail stack path Root.Path detail*/
          }
          @ObservableState
          struct State {
            @Presents var destination: Destination.State?
            var path = StackState<Path.State>()
            var tab = Tab.State() /*@edge Root Tab scope tab*/
          }
          enum Action {
            case destination(PresentationAction<Destination.Action>)
            case path(StackActionOf<Path>)
            case tab(Tab.Action)
          }
          var body: some ReducerOf<Self> {
            Scope(\\.tab, action: \\.tab) { Tab() }
            Reduce { _, _ in .none }
              .ifLet(\\.$destination, action: \\.destination)
              .forEach(\\.path, action: \\.path)
          }
        }
        struct RootView: View {
          @Bindable var store: StoreOf<Root>
          var body: some View {
            Color.clear.navigationDestination(
              item: $store.scope(state: \\.destination?.detail, action: \\.destination.detail)
            ) { DetailView(store: $0) }
          }
        }
        @Reducer struct Detail { struct State {}; enum Action {} } /*@feature Detail struct*/
        @Reducer struct Tab { struct State {}; enum Action {} } /*@feature Tab struct*/
        struct Info: Hashable {}
        /*@root Root*/
        """
    ]).check()
    let root = result.facts.feature(named: "Root.Destination")
    #expect(root?.reducerCases.map(\.attribute) == [nil, .ephemeral, .ignored])
    #expect(result.facts.feature(named: "Root")?.actionCase(named: "path")?.payloadText
      == "StackActionOf<Path>")
  }
}

@Suite struct UnresolvedChildTests {
  @Test func aChildFromUnscannedCodeIsALeafWithANote() {
    let result = MarkedSources([
      "Sources/App/App.swift": """
        import OnboardingKit
        @Reducer struct AppFeature { /*@feature AppFeature struct*/
          @ObservableState struct State {
            @Presents var onboarding: OnboardingKit.Onboarding.State? /*@edge AppFeature OnboardingKit.Onboarding presentation onboarding*/
            var path = StackState<ExternalPath.State>() /*@edge AppFeature ExternalPath stack path*/
            var plain: Other.State?
          }
          enum Action {}
        }
        /*@root AppFeature*/
        """
    ]).check()
    #expect(result.diagnostics.map(\.message).contains {
      $0.contains("no reducer named OnboardingKit.Onboarding")
    })
  }
}
