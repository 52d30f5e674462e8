import NavGraphCore
import NavGraphSyntax
import Testing

/// The integration operators in each of the beta's generations, side by side as apps mid-beta
/// write them: the current single key path, the older `action:` beside it, the first weeks'
/// `state:` label, and 1.x in the same input. Each gives the same edges.
@Suite struct TCA2SpellingTests {
  @Test func theCurrentBetasSingleKeyPath() {
    MarkedSources([
      "Sources/App/Root.swift": #"""
        import ComposableArchitecture2

        @Feature
        struct Root { /*@feature Root struct*/
          @Feature
          enum Destination { /*@feature Root.Destination enum*/
            case editor(Editor) /*@edge Root Editor destination destination Root.Destination editor sheet*/
            case share(Share) /*@edge Root Share destination destination Root.Destination share fullScreenCover*/
          }
          @Feature
          enum Path { /*@feature Root.Path enum*/
            case article(Article) /*@edge Root Article stack path Root.Path article navigationStack*/
          }
          struct State {
            var feed = Feed.State() /*@edge Root Feed scope feed*/
            var destination: Destination.State?
            var detail: Detail.State? /*@edge Root Detail presentation detail - - navigationDestination*/
            var profile: Profile.State? /*@edge Root Profile presentation profile - - sheet*/
            var path: [Path.State] = []
          }
          enum Action {
            case feed(Feed.Action)
            case destination(Destination.Action)
            case detail(Detail.Action)
            case profile(Profile.Action)
            case path(Path.State.ID, Path.Action)
          }
          var body: some Feature {
            Scope(\.feed) { Feed() }
            Update { _, _ in }
              .ifLet(\.destination) { Destination.body }
              .ifLet(\.detail) { Detail() }
              .ifLet(\.profile) { Profile() }
              .forEach(\.path, dismissStyle: .stack) { Path.body }
          }
        }

        struct RootView: View {
          @Bindable var store: StoreOf<Root>
          var body: some View {
            NavigationStack(path: $store.scope(\.path)) {
              FeedView(store: store.scope(\.feed))
                .sheet(item: $store.scope(\.destination).editor) { EditorView(store: $0) }
                .fullScreenCover(item: $store.scope(\.destination).share, content: ShareView.init)
                .navigationDestination(item: $store.scope(\.detail)) { DetailView(store: $0) }
                .sheet(item: $store.scope(\.profile)) { ProfileView(store: $0) }
            }
          }
        }

        @Feature struct Feed {} /*@feature Feed struct*/
        @Feature struct Editor {} /*@feature Editor struct*/
        @Feature struct Share {} /*@feature Share struct*/
        @Feature struct Detail {} /*@feature Detail struct*/
        @Feature struct Profile {} /*@feature Profile struct*/
        @Feature struct Article {} /*@feature Article struct*/
        """#
    ]).check()
  }

  /// `forEach` without `dismissStyle:` is read too; the style is the lint's business.
  @Test func aStackWithoutDismissStyleAndTheStyleItWrites() throws {
    let result = MarkedSources([
      "Sources/App/Catalog.swift": #"""
        import ComposableArchitecture2
        @Feature
        struct Catalog { /*@feature Catalog struct*/
          @Feature enum Path { case product(Product) } /*@feature Catalog.Path enum*/ /*@edge Catalog Product stack path Catalog.Path product*/
          struct State { var path: [Path.State] = [] }
          enum Action { case path(Path.State.ID, Path.Action) }
          var body: some Feature {
            Update { _, _ in }.forEach(\.path) { Path.body }
          }
        }
        @Feature
        struct Shelf { /*@feature Shelf struct*/
          @Feature enum Path { case book(Product) } /*@feature Shelf.Path enum*/ /*@edge Shelf Product stack path Shelf.Path book*/
          struct State { var path: [Path.State] = [] }
          enum Action { case path(Path.State.ID, Path.Action) }
          var body: some Feature {
            Update { _, _ in }.forEach(\.path, dismissStyle: .stack) { Path.body }
          }
        }
        @Feature struct Product {} /*@feature Product struct*/
        """#
    ]).check()
    let styles = result.facts.features.flatMap { feature in
      feature.integrations.map {
        "\(feature.name) \($0.op.rawValue) \($0.dismissStyle?.rawValue ?? "-")"
      }
    }
    #expect(styles == ["Catalog forEach -", "Shelf forEach stack"])
  }

  @Test func everyGenerationSideBySide() {
    MarkedSources([
      "Sources/App/Current.swift": #"""
        import ComposableArchitecture2
        @Feature
        struct Current { /*@feature Current struct*/
          struct State {
            var tab = Tab.State() /*@edge Current Tab scope tab*/
            var sheet: Sheet.State? /*@edge Current Sheet presentation sheet*/
          }
          enum Action { case tab(Tab.Action), sheet(Sheet.Action) }
          var body: some Feature {
            ComposableArchitecture2.Features {
              ComposableArchitecture2.Scope(\.tab) { Tab() }
              ComposableArchitecture2.Update { _, _ in }
            }
            .ifLet(\.sheet) { Sheet() }
          }
        }
        """#,
      "Sources/App/Older.swift": #"""
        import ComposableArchitecture2
        @Feature
        struct Older { /*@feature Older struct*/
          struct State {
            var tab = Tab.State() /*@edge Older Tab scope tab*/
            var sheet: Sheet.State? /*@edge Older Sheet presentation sheet*/
          }
          enum Action { case tab(Tab.Action), sheet(Sheet.Action) }
          var body: some Feature {
            Scope(\.tab, action: \.tab) { Tab() }
            Update { _, _ in }.ifLet(\.sheet, action: \.sheet) { Sheet() }
          }
        }
        """#,
      "Sources/App/FirstWeeks.swift": #"""
        import ComposableArchitecture2
        @Feature
        struct FirstWeeks { /*@feature FirstWeeks struct*/
          struct State {
            var tab = Tab.State() /*@edge FirstWeeks Tab scope tab*/
            var sheet: Sheet.State? /*@edge FirstWeeks Sheet presentation sheet*/
          }
          enum Action { case tab(Tab.Action), sheet(Sheet.Action) }
          var body: some Feature {
            Scope(state: \.tab, action: \.tab) { Tab() }
            Update { _, _ in }.ifLet(\.sheet, action: \.sheet) { Sheet() }
          }
        }
        """#,
      "Sources/App/Legacy.swift": #"""
        import ComposableArchitecture1
        @Reducer
        struct Legacy { /*@feature Legacy struct*/
          @ObservableState
          struct State {
            var tab = Tab.State() /*@edge Legacy Tab scope tab*/
            @Presents var sheet: Sheet.State? /*@edge Legacy Sheet presentation sheet*/
          }
          enum Action { case tab(Tab.Action), sheet(PresentationAction<Sheet.Action>) }
          var body: some ReducerOf<Self> {
            Scope(state: \.tab, action: \.tab) { Tab() }
            Reduce { _, _ in .none }.ifLet(\.$sheet, action: \.sheet) { Sheet() }
          }
        }
        """#,
      "Sources/App/Children.swift": #"""
        import ComposableArchitecture2
        @Feature struct Tab {} /*@feature Tab struct*/
        @Feature struct Sheet {} /*@feature Sheet struct*/
        """#,
    ]).check()
  }

  /// What looks like an operator but integrates nothing: an array's own `forEach`, a view
  /// spawning rows or scoping a store (here nested in the feature, whose integrations these
  /// would join).
  @Test func lookAlikesAreNoIntegration() {
    let result = MarkedSources([
      "Sources/App/Feed.swift": #"""
        import ComposableArchitecture2
        @Feature
        struct Feed { /*@feature Feed struct*/
          struct State { var rows: [Row.State] = [] }
          enum Action { case rows(Row.State.ID, Row.Action) }
          var body: some Feature {
            Update { state, _ in
              state.rows.forEach { print($0) }
            }
          }
          struct FeedView: View {
            let store: StoreOf<Feed>
            var body: some View {
              ForEach(store.spawn(\.rows)) { RowView(store: $0) }
              ForEach(store.scope(\.rows)) { RowView(store: $0) }
            }
          }
        }
        @Feature struct Row {} /*@feature Row struct*/
        """#
    ]).check()
    #expect(result.facts.features.first { $0.name == "Feed" }?.integrations.isEmpty == true)
  }
}
