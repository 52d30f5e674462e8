import NavGraphCore
import NavGraphFacts
import Testing

/// Navigation by a route enum of plain values: `var route: Route?` beside the children's
/// states, which are always there (scoped, or in a box); a view presents a case of the route
/// and builds the child's view over the store scoped to the child. Each such presentation is
/// an edge from the route's owner to that child, field the route, case the case.
@Suite struct PlainRouteTests {
  /// 1.7 and later: `$store.route.sending(\.setRoute).book`, the case picked from the binding.
  static let observable = #"""
    @Reducer
    struct Shelf {
      @CasePathable
      enum Route: Equatable {
        case book(String)
        case filters
        case share(URL)
        case about
      }
      @ObservableState
      struct State {
        var route: Route?
        var bookState = Book.State()
        var filtersState: Boxed<Filters.State?>
        var title = ""
      }
      enum Action {
        case setRoute(Route?)
        case book(Book.Action)
        case filters(Filters.Action)
      }
      var body: some ReducerOf<Self> {
        Scope(state: \.bookState, action: \.book) { Book() }
        Scope(state: \.filtersState.wrappedValue!, action: \.filters) { Filters() }
      }
    }
    @Reducer struct Book {}
    @Reducer struct Filters {}

    struct ShelfView: View {
      @Bindable var store: StoreOf<Shelf>
      var body: some View {
        List {}
          .sheet(item: $store.route.sending(\.setRoute).book, id: \.self) { _ in
            BookView(store: store.scope(state: \.bookState, action: \.book))
          }
          .fullScreenCover(item: $store.route.sending(\.setRoute).filters) { _ in
            NavigationView {
              if store.title.isEmpty {
                FiltersView(store: store.scope(state: \.filtersState.wrappedValue!, action: \.filters))
              }
            }
          }
          .sheet(item: $store.route.sending(\.setRoute).share, id: \.absoluteString) { url in
            ShareSheet(items: [url]).tint(store.title.isEmpty ? .red : .blue)
          }
          .popover(item: $store.route.about) { _ in
            aboutPanel()
          }
      }
    }
    """#

  @Test func eachCaseWhoseContentScopesToAChildIsAnEdgeWithItsStyle() {
    let edges = ShapeScan.edges(ShapeScan.scan(Self.observable))
    #expect(edges.filter { $0.contains(" route.") } == [
      "Shelf destination route.book -> Book (sheet)",
      "Shelf destination route.filters -> Filters (fullScreenCover)",
    ])
  }

  @Test func theCensusExplainsTheChildrenAndSaysWhyOfTheRest() {
    let sites = ShapeScan.scan(Self.observable).census.sites
      .filter { $0.kind == .viewPresentation }
      .map { "\($0.reading.rawValue) \($0.spelling): \($0.detail)" }
    #expect(sites == [
      "explained sheet(item:id:{}): shows route case Shelf.route.book: 1 edge of Shelf to Book",
      "explained fullScreenCover(item:{}): shows route case Shelf.route.filters: 1 edge of Shelf "
        + "to Filters",
      "not-navigation sheet(item:id:{}): route case Shelf.route.share shows a plain view: its "
        + "content builds no store, so no child feature",
      "unexplained popover(item:{}): route case Shelf.route.about: its content calls "
        + "aboutPanel(...), which navviz does not follow into",
    ])
  }

  /// Before 1.7: `viewStore.binding(\.$route)` and `viewStore.binding(get:send:)` with the case
  /// in a case path, `NavigationLink(unwrapping:case:)` pushing, `.sheet(unwrapping:case:)`.
  static let legacy = #"""
    struct Settings: ReducerProtocol {
      enum Route: Equatable { case account, about, login(String) }
      struct State: Equatable {
        @BindingState var route: Route?
        var account = Account.State()
        var login = Login.State()
      }
      enum Action: BindableAction {
        case binding(BindingAction<State>)
        case setRoute(Route?)
        case account(Account.Action)
        case login(Login.Action)
      }
      var body: some ReducerProtocol<State, Action> {
        BindingReducer()
        Scope(state: \.account, action: /Action.account) { Account() }
        Scope(state: \.login, action: /Action.login) { Login() }
      }
    }
    struct Account: ReducerProtocol {
      struct State: Equatable {}
      enum Action {}
      func reduce(into state: inout State, action: Action) -> EffectTask<Action> { .none }
    }
    struct Login: ReducerProtocol {
      struct State: Equatable {}
      enum Action {}
      func reduce(into state: inout State, action: Action) -> EffectTask<Action> { .none }
    }

    struct SettingsView: View {
      let store: StoreOf<Settings>
      var body: some View {
        WithViewStore(self.store, observe: { $0 }) { viewStore in
          Form {
            NavigationLink(
              unwrapping: viewStore.binding(\.$route), case: /Settings.Route.account
            ) { _ in
              AccountView(store: self.store.scope(state: \.account, action: Settings.Action.account))
            } onNavigate: { _ in
            } label: {
              Text("Account")
            }
            NavigationLink(unwrapping: viewStore.binding(\.$route), case: /Settings.Route.about) {
              _ in AboutView()
            } onNavigate: { _ in } label: { Text("About") }
          }
          .sheet(
            unwrapping: viewStore.binding(get: \.route, send: Settings.Action.setRoute),
            case: /Settings.Route.login,
            content: { _ in LoginView(store: store.scope(state: \.login, action: Settings.Action.login)) }
          )
        }
      }
    }
    """#

  @Test func olderSpellingsGiveTheSameEdges() {
    let edges = ShapeScan.edges(ShapeScan.scan(Self.legacy))
    #expect(edges.filter { $0.contains(" route.") } == [
      "Settings destination route.account -> Account (navigationDestination)",
      "Settings destination route.login -> Login (sheet)",
    ])
    let census = ShapeScan.scan(Self.legacy).census
    let about = census.sites.first { $0.detail.contains("Settings.route.about") }
    #expect(about?.reading == .notNavigation)
  }

  /// Bindings that read like a route but are not one: a picked field of a plain struct, an
  /// enum reducer's destination (its edges come from its cases), a case the enum lacks, a
  /// route whose content scopes to state that holds no feature. None gives an edge.
  static let lookAlikes = #"""
    @Reducer
    struct Inbox {
      enum Route: Equatable { case thread, compose }
      struct Panels: Equatable { var editor: Int? }
      @ObservableState
      struct State {
        var route: Route?
        var panels = Panels()
        var draft = ""
        var thread = Thread.State()
        @Presents var destination: Destination.State?
      }
      enum Action {
        case setRoute(Route?)
        case thread(Thread.Action)
        case destination(PresentationAction<Destination.Action>)
      }
      @Reducer enum Destination { case thread(Thread) }
      var body: some ReducerOf<Self> {
        Scope(state: \.thread, action: \.thread) { Thread() }
        Reduce { _, _ in .none }.ifLet(\.$destination, action: \.destination)
      }
    }
    @Reducer struct Thread {}

    struct InboxView: View {
      @Bindable var store: StoreOf<Inbox>
      var body: some View {
        List {}
          .sheet(item: $store.panels.editor) { _ in
            ThreadView(store: store.scope(state: \.thread, action: \.thread))
          }
          .sheet(item: $store.destination.thread) { _ in
            ThreadView(store: store.scope(state: \.thread, action: \.thread))
          }
          .sheet(item: $store.route.sending(\.setRoute).archive) { _ in
            ThreadView(store: store.scope(state: \.thread, action: \.thread))
          }
          .sheet(item: $store.route.sending(\.setRoute).compose) { _ in
            DraftView(store: store.scope(state: \.draft, action: \.thread))
          }
      }
    }
    """#

  @Test func lookAlikesGiveNoEdge() {
    let scan = ShapeScan.scan(Self.lookAlikes)
    #expect(ShapeScan.edges(scan).filter { $0.contains(" route.") || $0.contains("panels") }
      == [])
    let compose = scan.census.sites.first { $0.detail.contains("Inbox.route.compose") }
    #expect(compose?.reading == .unexplained)
    #expect(compose?.detail.contains("\\.draft") == true)
    // The others stay what the census said of any binding of the store's state.
    let others = scan.census.sites.filter {
      $0.kind == .viewPresentation && !$0.detail.contains("route case")
    }
    #expect(others.count == 3)
    #expect(others.allSatisfy { !$0.detail.contains("route case") })
  }
}
