import NavGraphCore
import NavGraphFacts
import Testing

/// Presentations driven by a binding of the store's state rather than a scoped store
/// (`PresentationDriver`): the census ties each to the field the binding reads, of the view's
/// feature, and says what it shows; a property of the view itself is not navigation. What it
/// cannot tie to one field stays unexplained.
@Suite struct BindingDrivenPresentationTests {
  static let observable = #"""
    @Reducer
    struct Inbox {
      @Reducer
      enum Destination {
        case share(URL)
        case compose(Compose)
      }
      @ObservableState
      struct State {
        var isFilterShown = false
        var error: String?
        var isBusy = false
        var child: Child.State?
        @Presents var destination: Destination.State?
      }
      enum Action {
        case setFilter(Bool)
        case dismissError
        case child(PresentationAction<Child.Action>)
        case destination(PresentationAction<Destination.Action>)
      }
      var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }
          .ifLet(\.child, action: \.child) { Child() }
          .ifLet(\.$destination, action: \.destination)
      }
    }
    @Reducer struct Child {}
    @Reducer struct Compose {}

    struct InboxView: View {
      @Bindable var store: StoreOf<Inbox>
      @State private var isHelpShown = false
      var body: some View {
        List {}
          .sheet(isPresented: $store.isFilterShown.sending(\.setFilter)) { Text("Filters") }
          .alert("Failed", isPresented: Binding(
            get: { store.error != nil }, set: { _ in store.send(.dismissError) })) {}
          .fullScreenCover(isPresented: $store.isFilterShown) {
            ChildView(store: store.scope(state: \.child, action: \.child))
          }
          .sheet(item: $store.destination.share, id: \.self) { url in ShareSheet(items: [url]) }
          .popover(isPresented: self.$isHelpShown) { Text("Help") }
          .confirmationDialog("Busy", isPresented: Binding(
            get: { store.isBusy && store.error == nil }, set: { _ in })) {}
          .navigationDestination(isPresented: $store.isUnread) { Text("Unread") }
      }
    }
    """#

  static func sites(_ source: String) -> [String: String] {
    var sites: [String: String] = [:]
    for site in ShapeScan.scan(source).census.sites where site.kind == .viewPresentation {
      sites[site.spelling, default: ""] += "\(site.reading.rawValue): \(site.detail); "
    }
    return sites
  }

  @Test func aFlagOrAnOptionalOfTheFeatureShowingPlainContentIsPlainState() {
    let sites = Self.sites(Self.observable)
    #expect(sites["sheet(isPresented:{})"]?.hasPrefix(
      "not-navigation: presents plain state (Inbox.State.isFilterShown)") == true)
    #expect(sites["alert(_:isPresented:{})"]?.hasPrefix(
      "not-navigation: presents plain state (Inbox.State.error)") == true)
  }

  /// The store written as a raw identifier (`` `store`.error ``) is the store.
  @Test func aStoreWrittenInBackticksIsTheStore() {
    let source = Self.observable.replacingOccurrences(
      of: "get: { store.error != nil }", with: "get: { `store`.error != nil }")
    #expect(Self.sites(source)["alert(_:isPresented:{})"]?.hasPrefix(
      "not-navigation: presents plain state (Inbox.State.error)") == true)
  }

  @Test func contentScopingToAChildShowsItsEdge() {
    let site = Self.sites(Self.observable)["fullScreenCover(isPresented:{})"] ?? ""
    #expect(site.hasPrefix("explained: shows 1 edge"))
    #expect(site.contains("while Inbox.State.isFilterShown is set"))
  }

  @Test func aCaseOfAnEnumReducerPickedFromTheBindingIsItsEdge() {
    let site = Self.sites(Self.observable)["sheet(item:id:{})"] ?? ""
    #expect(site.hasPrefix("explained: shows 1 edge: share: destination"))
    #expect(site.contains("through a binding of Inbox.State.destination.share"))
  }

  @Test func theViewsOwnStateIsNotNavigation() {
    #expect(Self.sites(Self.observable)["popover(isPresented:{})"] ==
      "not-navigation: driven by the view's own self.isHelpShown (its state, or a binding it is "
      + "handed), not the store; ")
  }

  /// A binding a method of the view makes (`isTopicShown(1)`) drives the presentation as the
  /// binding it returns would: the view's own state, or a field of the store.
  @Test(arguments: [
    ("Binding(get: { topic == id }, set: { if !$0 { topic = nil } })",
     "not-navigation: driven by the view's own topic (its state, or a binding it is handed), "
       + "not the store, through isTopicShown(...); "),
    ("Binding(get: { store.error != nil }, set: { _ in })",
     "not-navigation: presents plain state (Inbox.State.error), not a child feature's: no "
       + "edge, through isTopicShown(...); "),
  ])
  func aBindingAMethodOfTheViewMakesIsReadThroughIt(_ made: String, _ expected: String) {
    #expect(Self.sites(Self.viewMaking(made))["popover(isPresented:{})"] == expected)
    // A method named in a script without letter case (`힣휐`) is a method all the same.
    let hangul = Self.viewMaking(made).replacingOccurrences(of: "isTopicShown", with: "힣휐")
    #expect(
      Self.sites(hangul)["popover(isPresented:{})"]
        == expected.replacingOccurrences(of: "isTopicShown", with: "힣휐"))
  }

  static func viewMaking(_ made: String) -> String {
    Self.observable.replacingOccurrences(
      of: ".popover(isPresented: self.$isHelpShown)", with: ".popover(isPresented: isTopicShown(1))"
    ).replacingOccurrences(
      of: "@State private var isHelpShown = false",
      with: "@State private var topic: Int?\n  func isTopicShown(_ id: Int) -> Binding<Bool> {\n"
        + "    \(made)\n  }")
  }

  /// A computed property that makes a binding is read as the binding it returns: one of the
  /// view's own (`isChildShown`, with `self.` or without), and one of a type of the app's that
  /// wraps the store, read on a local value of it (`routing.filter`), in any script.
  static func propertyMaking(_ presented: String, router: String = "Router") -> String {
    Self.observable.replacingOccurrences(
      of: ".popover(isPresented: self.$isHelpShown) { Text(\"Help\") }",
      with: """
        .popover(isPresented: \(presented)) {
              ChildView(store: store.scope(state: \\.child, action: \\.child))
            }
        """
    ).replacingOccurrences(
      of: "@State private var isHelpShown = false",
      with: """
        var isChildShown: Binding<Bool> {
            Binding(get: { store.child != nil }, set: { _ in })
          }
        """
    ) + """

      struct \(router) {
        let store: StoreOf<Inbox>
        var filter: Binding<Bool> {
          get { Binding(get: { store.isFilterShown }, set: { store.send(.setFilter($0)) }) }
        }
      }
      extension View {
        func filterDialog(store: StoreOf<Inbox>) -> some View {
          let routing = \(router)(store: store)
          return confirmationDialog("Filter", isPresented: routing.filter, titleVisibility: .visible) {}
        }
      }
      """
  }

  @Test(arguments: ["isChildShown", "self.isChildShown"])
  func aBindingAComputedPropertyMakesIsReadThroughIt(_ presented: String) {
    let sites = Self.sites(Self.propertyMaking(presented))
    #expect(sites["popover(isPresented:{})"] ==
      "explained: shows 1 edge: presentation to Child, while Inbox.State.child is set, through "
      + "isChildShown; ")
    let dialog = "confirmationDialog(_:isPresented:titleVisibility:{})"
    #expect(sites[dialog] ==
      "not-navigation: presents plain state (Inbox.State.isFilterShown), not a child feature's: "
      + "no edge, through filter; ")
    let hangul = Self.sites(Self.propertyMaking(presented, router: "라우터"))
    #expect(hangul[dialog] == sites[dialog])
  }

  /// A getter of a computed property of the state reads it as it reads a stored field.
  @Test func aComputedPropertyOfTheStateIsReadLikeAField() {
    let source = Self.observable.replacingOccurrences(
      of: "get: { store.error != nil }", with: "get: { store.hasError }"
    ).replacingOccurrences(
      of: "var error: String?", with: "var error: String?\n    var hasError: Bool { error != nil }")
    #expect(Self.sites(source)["alert(_:isPresented:{})"]?.hasPrefix(
      "not-navigation: presents plain state (Inbox.State.hasError)") == true)
  }

  /// A `Binding(get:set:)` whose getter reads no store, only names of the view (its `@State`,
  /// a binding it is handed), is the view's own presentation, with `self.` or without.
  @Test(arguments: ["helpTopic", "self.helpTopic"])
  func aGetterOfTheViewsOwnNamesIsNotNavigation(_ read: String) {
    let source = Self.observable.replacingOccurrences(
      of: ".popover(isPresented: self.$isHelpShown)",
      with: ".popover(isPresented: Binding(get: { \(read) != nil }, "
        + "set: { if !$0 { helpTopic = nil } }))"
    ).replacingOccurrences(
      of: "@State private var isHelpShown = false", with: "@State private var helpTopic: Int?")
    #expect(Self.sites(source)["popover(isPresented:{})"] ==
      "not-navigation: driven by the view's own helpTopic (its state, or a binding it is "
      + "handed), not the store; ")
  }

  @Test func aGetterOfTwoFieldsOrANameTheStateDoesNotHoldStaysUnexplained() {
    let sites = Self.sites(Self.observable)
    #expect(sites["confirmationDialog(_:isPresented:{})"]?.hasPrefix("unexplained") == true)
    #expect(sites["navigationDestination(isPresented:{})"]?.hasPrefix("unexplained") == true)
  }

  /// Before 1.7: `viewStore.binding(...)` of a flag and of a stack's path of plain values. The
  /// flag goes through an adapter of the app's own (`.distinctValues()`): a call without
  /// arguments on a binding reads what the binding reads, whatever it is named.
  static let legacy = #"""
    struct Tour: ReducerProtocol {
      enum Stop: Hashable { case museum, park }
      struct State: Equatable {
        @BindingState var path: [Stop] = []
        @BindingState var isMapShown = false
        var sheetItem: URL?
      }
      enum Action: BindableAction {
        case binding(BindingAction<State>)
        case hideSheet
      }
      var body: some ReducerProtocol<State, Action> { BindingReducer() }
    }

    struct TourView: View {
      let store: StoreOf<Tour>
      var body: some View {
        WithViewStore(self.store, observe: { $0 }) { viewStore in
          NavigationStack(path: viewStore.binding(\.$path)) {
            Text("Start")
              .sheet(isPresented: viewStore.binding(\.$isMapShown).distinctValues()) { Text("Map") }
              .sheet(item: viewStore.binding(get: { $0.sheetItem }, send: .hideSheet)) { _ in Text("") }
          }
        }
      }
    }
    """#

  @Test func legacyBindingsOfAFlagAnOptionalAndAPathAreRead() {
    let sites = Self.sites(Self.legacy)
    #expect(sites["NavigationStack(path:{})"] ==
      "not-navigation: a stack over plain values (Tour.State.path) pushed by value: no edge; ")
    #expect(sites["sheet(isPresented:{})"]?.hasPrefix(
      "not-navigation: presents plain state (Tour.State.isMapShown)") == true)
    #expect(sites["sheet(item:{})"]?.hasPrefix(
      "not-navigation: presents plain state (Tour.State.sheetItem)") == true)
  }

  /// `WithViewStore` hands its closure the view store under any name the app gives it.
  @Test func aViewStoreNamedOtherwiseIsTheStore() {
    for name in ["vs", "가게", "`default`"] {
      let source = Self.legacy.replacingOccurrences(of: "viewStore", with: name)
      let sites = Self.sites(source)
      #expect(sites["sheet(item:{})"]?.hasPrefix(
        "not-navigation: presents plain state (Tour.State.sheetItem)") == true, "\(name)")
      #expect(sites["NavigationStack(path:{})"]?.hasPrefix("not-navigation") == true, "\(name)")
    }
  }

  /// A binding a view helper is handed, or the view's own, named plainly or as a raw
  /// identifier: its caller or the view drives it, never the store. A helper's is a
  /// presentation of whatever each caller binds, read where it is called.
  static let handedBindings = #"""
    extension View {
      func cameraAlert(isPresented: Binding<Bool>) -> some View {
        alert("Camera", isPresented: isPresented) {}
      }
      func photoAlert(isPresented `isShown`: Binding<Bool>) -> some View {
        confirmationDialog("Photo", isPresented: `isShown`) {}
      }
      func flagAlert() -> some View {
        popover(isPresented: `Flags`.`shared`.`isOn`) {}
      }
    }
    struct HelpView: View {
      @State private var `isHelpShown` = false
      var body: some View {
        Text("").sheet(isPresented: $isHelpShown) { Text("Help") }
      }
    }
    """#

  @Test func aBindingTheViewIsHandedIsItsCallers() {
    let sites = Self.sites(Self.handedBindings)
    #expect(sites["alert(_:isPresented:{})"] ==
      "explained: presents the binding its view helper cameraAlert(...) is handed "
      + "(isPresented); read where it is called; ")
    #expect(sites["confirmationDialog(_:isPresented:{})"] ==
      "explained: presents the binding its view helper photoAlert(...) is handed (isShown); "
      + "read where it is called; ")
    #expect(sites["sheet(isPresented:{})"] ==
      "not-navigation: a binding of the view's own state ($isHelpShown), not the store's; ")
    // A path of raw identifiers is no name the view is handed.
    #expect(sites["popover(isPresented:{})"]?.hasPrefix("unexplained") == true)
  }

  /// SwiftUINavigation's `unwrapping:` binding with the enum's case in `case:`: the case of
  /// the store's route the binding picks.
  static let unwrapping = #"""
    @Reducer
    struct History {
      @ObservableState
      struct State { var route: Route? }
      enum Route: Equatable { case clearHistory, detail(Detail.State) }
      enum Action { case setRoute(Route?) }
    }
    @Reducer struct Detail {}
    struct HistoryView: View {
      @Bindable var store: StoreOf<History>
      var body: some View {
        Text("")
          .confirmationDialog(message: "Clear?", unwrapping: $store.route, case: \.clearHistory) {}
      }
    }
    """#

  @Test func aCaseTheUnwrappingBindingPicksIsRead() {
    #expect(Self.sites(Self.unwrapping)["confirmationDialog(message:unwrapping:case:{})"]?
      .hasPrefix("not-navigation: presents plain state (History.State.route.clearHistory)")
      == true)
  }

  /// A view whose own `@State` holds the store: `self.$store.isOpen` is the store's state.
  static let stateHoldingAStore = #"""
    @Reducer
    struct Door {
      @ObservableState
      struct State { var isOpen = false }
      enum Action { case toggle }
    }
    struct DoorView: View {
      @State var store = Store(initialState: Door.State()) { Door() }
      var body: some View {
        Text("").sheet(isPresented: self.$store.isOpen) { Text("Open") }
      }
    }
    """#

  @Test func aViewStateHoldingAStoreIsNotTheViewsOwnState() {
    let site = Self.sites(Self.stateHoldingAStore)["sheet(isPresented:{})"] ?? ""
    #expect(!site.contains("view's own property"))
    #expect(!site.isEmpty)
  }
}
