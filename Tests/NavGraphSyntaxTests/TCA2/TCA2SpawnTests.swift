import NavGraphCore
import NavGraphSyntax
import Testing

/// `Spawn<Child>`: a child running in a store of its own. As a destination's payload it is
/// still presented; a spawned collection is a collection, not a stack; and a 1.x reducer (in a
/// file importing `ComposableArchitecture1`) can be presented from a 2.0 destination so.
@Suite struct TCA2SpawnTests {
  @Test func spawnedDestinationsCollectionsAndA1xChild() {
    MarkedSources([
      "Sources/App/Books.swift": #"""
        import ComposableArchitecture2

        @Feature
        struct Books { /*@feature Books struct*/
          @Feature
          enum Destination { /*@feature Books.Destination enum*/
            case add(AddBook) /*@edge Books AddBook destination destination Books.Destination add sheet*/
            case log(Spawn<ReadingLog>) /*@edge Books ReadingLog destination destination Books.Destination log sheet*/
            case settings(Spawn<OldSettings>) /*@edge Books OldSettings destination destination Books.Destination settings fullScreenCover*/
          }
          struct State {
            var destination: Destination.State?
            var rows: [Spawn<BookRow>] = [] /*@edge Books BookRow collection rows*/
            var timer: ComposableArchitecture2.Spawn<Ticker>? /*@edge Books Ticker presentation timer*/
          }
          enum Action { case destination(Destination.Action), addTapped, logTapped, settingsTapped }
          var body: some Feature {
            Update { state, action in
              switch action {
              case .addTapped: state.destination = .add(.init())
              case .logTapped: state.destination = .log(Spawn(.init()))
              case .settingsTapped: state.destination = .settings(Spawn(OldSettings.State()))
              case .destination: break
              }
            }
            .forEach(\.rows) { BookRow() }
            .ifLet(\.destination) { Destination.body }
            .ifLet(\.timer) { Ticker() }
          }
        }

        struct BooksView: View {
          @Bindable var store: StoreOf<Books>
          var body: some View {
            List { ForEach(store.spawn(\.rows)) { BookRowView(store: $0) } }
              .sheet(item: $store.scope(\.destination).add) { AddBookView(store: $0) }
              .sheet(item: $store.scope(\.destination).log) { ReadingLogView(store: $0) }
              .fullScreenCover(item: $store.scope(\.destination).settings) {
                SettingsView(store: $0)
              }
          }
        }

        @Feature struct AddBook {} /*@feature AddBook struct*/
        @Feature struct ReadingLog {} /*@feature ReadingLog struct*/
        @Feature struct BookRow {} /*@feature BookRow struct*/
        @Feature struct Ticker {} /*@feature Ticker struct*/
        """#,
      "Sources/App/OldSettings.swift": #"""
        import ComposableArchitecture1

        @Reducer
        struct OldSettings { /*@feature OldSettings struct*/
          @Reducer
          enum Destination { /*@feature OldSettings.Destination enum*/
            case child(ChildSettings) /*@edge OldSettings ChildSettings destination destination OldSettings.Destination child navigationDestination*/
          }
          @ObservableState
          struct State { @Presents var destination: Destination.State? }
          enum Action { case destination(PresentationAction<Destination.Action>), childTapped }
          var body: some ReducerOf<Self> {
            Reduce { state, _ in
              state.destination = .child(ChildSettings.State())
              return .none
            }
            .ifLet(\.$destination, action: \.destination)
          }
        }

        struct SettingsView: View {
          @Bindable var store: StoreOf<OldSettings>
          var body: some View {
            Form {}.navigationDestination(
              item: $store.scope(state: \.$destination, action: \.destination).child
            ) { ChildSettingsView(store: $0) }
          }
        }

        @Reducer struct ChildSettings {} /*@feature ChildSettings struct*/
        """#,
    ]).check()
  }

  /// `Spawn(.init())` builds a spawned child's state, a destination's payload: no integration
  /// the census cannot read. `Spawn(\.child) { Child() }` integrates one, as a `Scope`.
  @Test func buildingASpawnedStateIsNoIntegration() {
    let result = SourceScanner().scan(sources: [
      "Sources/App/A.swift": #"""
        import ComposableArchitecture2
        @Feature
        struct Books {
          @Feature enum Destination { case log(Spawn<Log>) }
          struct State { var destination: Destination.State?; var log: Spawn<Log>? }
          enum Action { case destination(Destination.Action), logTapped }
          var body: some Feature {
            Update { state, action in
              if case .logTapped = action { state.destination = .log(Spawn(.init())) }
            }
            .ifLet(\.destination) { Destination.body }
            Spawn(\.log) { Log() }
          }
        }
        @Feature struct Log {}
        """#
    ])
    let integrations = result.census.sites.filter { $0.kind == .integration }
    #expect(integrations.map { "\($0.reading) \($0.spelling)" } == [
      "explained ifLet(\\.destination)", "explained Scope(\\.log)",
    ])
  }

  /// A spawned case holds a feature: lint sees no plain value in it.
  @Test func aSpawnedCaseHoldsItsFeature() throws {
    let result = SourceScanner().scan(sources: [
      "Sources/App/A.swift": """
        @Feature enum Destination { case log(Spawn<Log>) }
        @Feature struct Log {}
        """
    ])
    let cases = try #require(result.facts.features.first { $0.name == "Destination" })
      .reducerCases
    #expect(cases.map { "\($0.name) \($0.kind.rawValue) \($0.target ?? "-")" } == [
      "log feature Log"
    ])
  }
}
