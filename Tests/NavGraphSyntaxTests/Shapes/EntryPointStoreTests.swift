import NavGraphFacts
import NavGraphSyntax
import Testing

/// Where the app starts: the features it builds a `Store` for, but not a child whose parent's
/// view builds it a store of its own while the parent holds and integrates its state (the
/// parent reaches it already). A store a view builds for a feature nobody integrates still
/// starts that feature.
@Suite struct EntryPointStoreTests {
  static let source = """
    @main struct ContactsApp: App {
      var body: some Scene {
        WindowGroup { ContactsView(store: Store(initialState: Contacts.State()) { Contacts() }) }
      }
    }
    @Reducer
    struct Contacts {
      @ObservableState
      struct State { @Presents var destination: Destination.State?; var detail: Detail.State? }
      enum Action {
        case destination(PresentationAction<Destination.Action>), detail(Detail.Action)
        case editTapped, openTapped
      }
      @Reducer enum Destination { case edit(Edit) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .editTapped: state.destination = .edit(Edit.State())
          case .openTapped: state.detail = Detail.State()
          default: break
          }
          return .none
        }
        .ifLet(\\.$destination, action: \\.destination)
        .ifLet(\\.detail, action: \\.detail) { Detail() }
      }
    }
    @Reducer struct Detail { struct State {}; enum Action {} }
    @Reducer struct Edit { struct State {}; enum Action {} }
    @Reducer struct About { struct State {}; enum Action {} }
    struct ContactsView: View {
      let store: StoreOf<Contacts>
      var body: some View {
        List {
          DetailView(store: Store(initialState: Detail.State()) { Detail() })
          EditView(store: Store(initialState: Edit.State()) { Edit() })
          AboutView(store: Store(initialState: About.State()) { About() })
        }
      }
    }
    """

  @Test func aChildsOwnStoreInItsParentsViewDoesNotStartTheApp() {
    let scan = ShapeScan.scan(Self.source)
    // Every store is on record for the rules that read stores…
    #expect(scan.facts.stores.map(\.feature) == ["Contacts", "Detail", "Edit", "About"])
    // …but Detail (a field Contacts integrates) and Edit (a case of its integrated
    // Destination) are reached through Contacts; About is not, so its store starts it.
    #expect(scan.entryPoints == ["Contacts", "About"])
  }

  @Test func withoutAMainTheRootsStartItToo() {
    let withoutMain = Self.source.replacingOccurrences(of: "@main ", with: "")
    let scan = ShapeScan.scan(withoutMain)
    #expect(scan.facts.declaresAppEntryPoint == false)
    #expect(scan.entryPoints.prefix(2) == ["Contacts", "About"])
    #expect(Set(scan.entryPoints).isSuperset(of: scan.graph.roots))
    #expect(!scan.entryPoints.contains("Detail"))
  }
}
