import NavGraphCore
import NavGraphFacts
import NavGraphSyntax
import Testing

/// The census lists every navigation-shaped site with what the reading made of it: what
/// became an edge or an entry point, what is not navigation and why, and what navviz could
/// not read.
@Suite struct NavigationCensusTests {
  static let feature = #"""
    @Reducer
    struct Library {
      @ObservableState
      struct State {
        @Presents var detail: Detail.State?
        var path = StackState<Path.State>()
        var title: String?
        var shelf: Shelf.State
      }
      enum Action {
        case detail(PresentationAction<Detail.Action>)
        case path(StackActionOf<Path>)
        case shelf(Shelf.Action)
      }
      @Reducer enum Path { case book(Detail) }
      var body: some ReducerOf<Self> {
        Scope(state: \.shelf, action: \.shelf) { Shelf() }
        Reduce { state, action in .none }
          .ifLet(\.$detail, action: \.detail) { Detail() }
          .forEach(\.path, action: \.path)
          .forEachRoute(coordinatorIdOverride: "x") { Detail() }
      }
    }
    @Reducer struct Detail {}
    @Reducer struct Shelf {}
    """#

  static let views = #"""
    struct LibraryView: View {
      @Bindable var store: StoreOf<Library>
      @State private var isShowingHelp = false
      var body: some View {
        NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
          List {}
            .sheet(item: $store.scope(state: \.detail, action: \.detail)) { DetailView(store: $0) }
            .sheet(isPresented: $isShowingHelp) { Text("Help") }
            .navigationDestination(for: Int.self) { Text("\($0)") }
            .popover(isPresented: viewStore.binding(get: \.isPicking, send: .pick)) { Text("") }
        } destination: { store in Text("") }
      }
    }

    @main struct LibraryApp: App {
      let store = Store(initialState: Library.State(shelf: .init())) { Library() }
      let lost = Store(initialState: Missing.State()) { Missing() }
      var body: some Scene { WindowGroup { LibraryView(store: store) } }
    }

    #Preview {
      LibraryView(store: Store(initialState: Library.State(shelf: .init())) { Library() })
    }
    """#

  static func census() -> NavigationCensus {
    SourceScanner().scan(sources: [
      "Sources/Library/Library.swift": feature, "Sources/Library/LibraryView.swift": views,
    ]).census
  }

  static func line(_ site: NavigationSite) -> String {
    "\(site.location.line ?? 0) \(site.reading.rawValue) \(site.kind.rawValue) \(site.spelling)"
  }

  @Test func everySiteIsReadOneWay() {
    let lines = Self.census().sites.filter { $0.location.file.hasSuffix("Library.swift") }
      .map(Self.line)
    #expect(lines == [
      "5 explained state-field @Presents var detail: Detail.State?",
      "6 explained state-field var path: StackState<Path.State>",
      "8 explained state-field var shelf: Shelf.State",
      "17 explained integration Scope(\\.shelf)",
      "19 explained integration ifLet(\\.detail)",
      "20 explained integration forEach(\\.path)",
      "21 unexplained integration forEachRoute(\\.routes)",
    ])
  }

  @Test func viewsAndStoresSayWhatIsNotNavigation() {
    let lines = Self.census().sites.filter { $0.location.file.hasSuffix("LibraryView.swift") }
      .map(Self.line)
    #expect(lines == [
      "5 explained view-presentation navigationStack(\\.path)",
      "7 explained view-presentation sheet(\\.detail)",
      "8 not-navigation view-presentation sheet(isPresented:{})",
      "9 not-navigation view-presentation navigationDestination(for:{})",
      "10 unexplained view-presentation popover(isPresented:{})",
      "16 explained store Store(Library)",
      "17 unexplained store Store(Missing)",
      "22 not-navigation store Store(Library)",
    ])
  }

  @Test func theUnexplainedAreWhatTheGraphCountsAsNotUnderstood() {
    let scan = SourceScanner().scan(sources: [
      "Sources/Library/Library.swift": Self.feature,
      "Sources/Library/LibraryView.swift": Self.views,
    ])
    #expect(scan.graph.unresolved.count == scan.census.count(.unexplained))
    #expect(
      scan.graph.unresolved.summary
        == "1 integration, 1 view presentation and 1 store not understood")
    #expect(scan.census.summary
      == "15 navigation sites: 9 explained, 3 not navigation, 3 unexplained")
  }

  /// A view's own state, or a binding it is handed, named without letters (emoji): Swift
  /// takes them, and they drive no store state.
  @Test func bindingsNamedInEmojiAreTheViewsOwn() {
    let view = #"""
      struct HelpView: View {
        let store: StoreOf<Library>
        @State private var 🐁🐣 = false
        let 🦊: Binding<Bool>
        var body: some View {
          List {}
            .sheet(isPresented: $🐁🐣) { Text("Help") }
            .popover(isPresented: 🦊) { Text("More") }
        }
      }
      """#
    let lines = SourceScanner().scan(sources: [
      "Sources/Library/Library.swift": Self.feature, "Sources/Library/HelpView.swift": view,
    ]).census.sites.filter { $0.location.file.hasSuffix("HelpView.swift") }.map(Self.line)
    #expect(lines == [
      "7 not-navigation view-presentation sheet(isPresented:{})",
      "8 not-navigation view-presentation popover(isPresented:{})",
    ])
  }

  /// `@Reducer enum Destination {}`, integrated before its first screen is written: read,
  /// with nothing to present, and no entry point of the app.
  @Test func aDestinationWithNoCasesYetIsReadAndIsNoEntryPoint() {
    let explore = #"""
      @Reducer
      struct Explore {
        @ObservableState
        struct State {
          @Presents var destination: Destination.State?
        }
        enum Action {
          case destination(PresentationAction<Destination.Action>)
        }
        @Reducer(state: .equatable)
        enum Destination {}
        var body: some ReducerOf<Self> {
          Reduce { _, _ in .none }
            .ifLet(\.$destination, action: \.destination)
        }
      }
      """#
    let scan = SourceScanner().scan(sources: ["Sources/Explore/Explore.swift": explore])
    #expect(scan.census.sites.filter { $0.kind == .stateField }.map(\.detail) == [
      "no edge: Explore.Destination has no cases yet, so there is nothing to present"
    ])
    #expect(scan.graph.roots == ["Explore"])
  }

  /// An optional of a stack's Path beside the stack is its root screen: one of the screens
  /// the stack's edges go to, also for a Path written by hand (`struct Path: Reducer` over an
  /// `enum State`).
  @Test func aStacksRootScreenIsExplainedByTheStack() {
    let source = #"""
      @Reducer
      struct Coordinator {
        struct State {
          var root: Path.State?
          var path = StackState<Path.State>()
        }
        struct Path: Reducer {
          @CasePathable
          enum State { case intro, edit(Edit.State) }
          @CasePathable
          enum Action { case intro, edit(Edit.Action) }
          var body: some ReducerOf<Self> {
            Scope(state: \.edit, action: \.edit) { Edit() }
          }
        }
        enum Action { case root(Path.Action), path(StackActionOf<Path>) }
        var body: some ReducerOf<Self> {
          Reduce { _, _ in .none }
            .ifLet(\.root, action: \.root) { Path() }
            .forEach(\.path, action: \.path) { Path() }
        }
      }
      @Reducer struct Edit { struct State {}; enum Action {} }
      """#
    let scan = SourceScanner().scan(sources: ["Sources/App/Coordinator.swift": source])
    let root = scan.census.sites.first { $0.kind == .stateField && $0.spelling.contains("root") }
    #expect(root?.reading == .explained)
    #expect(root?.detail
      == "the root screen of the stack at path: Coordinator.Path's screens are its edges")
  }

  /// A child presented under `@Presents` beside a stack of the same child is presented:
  /// only an optional without a wrapper is the stack's root screen.
  @Test func aPresentedChildBesideAStackOfItIsPresented() {
    let source = #"""
      @Reducer
      struct Demo {
        @ObservableState
        struct State {
          @Presents var sheet: Child.State?
          var path = StackState<Child.State>()
        }
        enum Action { case sheet(PresentationAction<Child.Action>), path(StackActionOf<Child>) }
        var body: some ReducerOf<Self> {
          Reduce { _, _ in .none }
            .ifLet(\.$sheet, action: \.sheet) { Child() }
            .forEach(\.path, action: \.path) { Child() }
        }
      }
      @Reducer struct Child {}
      """#
    let scan = SourceScanner().scan(sources: ["Sources/App/Demo.swift": source])
    #expect(scan.graph.edges.map { "\($0.kind.rawValue) \($0.field ?? "")" }.sorted()
      == ["presentation sheet", "stack path"])
  }

  @Test func aPlainOptionalValueIsNoSite() {
    let sites = Self.census().sites.map(\.spelling)
    #expect(!sites.contains { $0.contains("title") })
  }

  /// A factory named like a modifier (`Self.alert("Expired")`, `Prompts.sheet(...)`, or any
  /// call whose value is assigned) builds a value: no view presents there.
  @Test func aStaticFactoryNamedLikeAModifierIsNoPresentation() {
    let auth = #"""
      @Reducer
      struct Auth {
        @ObservableState
        struct State { @Presents var alert: AlertState<Action.Alert>? }
        enum Action {
          case alert(PresentationAction<Alert>), expired
          enum Alert { case ok }
        }
        static func alert(_ message: String) -> AlertState<Action.Alert> {
          AlertState { TextState(message) }
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            if case .expired = action {
              state.alert = Self.alert("Expired")
              state.alert = Auth.alert("Expired")
              state.alert = make.alert("Expired")
            }
            return .none
          }
          .ifLet(\.$alert, action: \.alert)
        }
      }
      """#
    let scan = SourceScanner().scan(sources: ["Sources/Auth/Auth.swift": auth])
    #expect(!scan.census.sites.contains { $0.kind == .viewPresentation }, "\(scan.census.sites)")
  }

  /// A case of the app's own enum named like a modifier, built through the enum's dotted name
  /// (`Overlay.Status.alert(...)`) and returned: no view presents there, in a script whose
  /// letter case says nothing of what is a type as in one where it does.
  @Test func aCaseBuiltThroughItsEnumsDottedNameIsNoPresentation() {
    let spellings = [
      ("Overlay", "Status", "Overlay.Status"), ("덮개", "상태", "덮개.상태"),
      ("Overlay", "Status", "Self.Status"),
    ]
    for (outer, inner, written) in spellings {
      let source = """
        enum \(outer) {
          enum \(inner) { case alert(AlertState<Never>), hud(String) }
        }
        extension \(outer) {
          func status(for error: Error) -> \(outer).\(inner) {
            return \(written).alert(AlertState { TextState("Failed") })
          }
        }
        """
      let scan = SourceScanner().scan(sources: ["Sources/App/Presenter.swift": source])
      #expect(!scan.census.sites.contains { $0.reading == .unexplained }, "\(scan.census.sites)")
    }
  }

  /// A preview split across files: its conformance in an extension of its own, its `previews`
  /// in another file's extension. Its stores are a preview's wherever they stand, as when the
  /// struct says `PreviewProvider` and holds them.
  @Test func aPreviewsStoreInAnExtensionOfAPreviewProviderIsAPreviews() {
    let counter = #"""
      @Reducer
      struct Counter {
        struct State { var count = 0 }
        enum Action { case tapped }
        var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
      }
      struct CounterView: View {
        let store: StoreOf<Counter>
        var body: some View { Text("\(store.count)") }
      }
      struct CounterView_Previews {}
      extension CounterView_Previews: PreviewProvider {}
      """#
    let previews = #"""
      extension CounterView_Previews {
        static var previews: some View {
          CounterView(store: Store(initialState: Counter.State()) { Counter() })
          CounterView(store: makeStore())
        }
      }
      """#
    let scan = SourceScanner().scan(sources: [
      "Sources/App/Counter.swift": counter, "Sources/App/Counter+Previews.swift": previews,
    ])
    let stores = scan.census.sites.filter { $0.kind == .store }
    #expect(stores.count == 1, "\(stores)")
    #expect(stores.allSatisfy { $0.reading == .notNavigation }, "\(stores)")
  }

  /// An alert built with its type implied (`state.alert = .init(title: ...)`) is a prompt site,
  /// explained by the feature's alert edge; the same call on a field of another type is none.
  @Test func aPromptWithItsTypeImpliedIsASite() {
    let lock = #"""
      @Reducer
      struct Lock {
        @ObservableState
        struct State {
          @Presents var alert: AlertState<Action.Alert>?
          var banner: Banner?
        }
        enum Action {
          case alert(PresentationAction<Alert>), failed
          enum Alert { case retry }
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            if case .failed = action {
              state.alert = .init(
                title: { TextState("Failed") },
                actions: { ButtonState(action: .retry) { TextState("Retry") } })
              state.banner = .init(title: "Failed")
            }
            return .none
          }
          .ifLet(\.$alert, action: \.alert)
        }
      }
      struct Banner { var title: String }
      """#
    let scan = SourceScanner().scan(sources: ["Sources/Lock/Lock.swift": lock])
    let prompts = scan.census.sites.filter { $0.kind == .prompt }
    #expect(prompts.map(\.spelling) == ["AlertState"], "\(prompts)")
    #expect(prompts.allSatisfy { $0.reading == .explained }, "\(prompts)")
  }
}
