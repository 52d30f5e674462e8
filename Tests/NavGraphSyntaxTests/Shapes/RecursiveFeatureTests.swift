import NavGraphCore
import NavGraphSyntax
import Testing

/// A feature whose state holds its own `State`, written alone (`IdentifiedArrayOf<State>`),
/// runs itself for each row: a collection edge to itself.
@Suite struct RecursiveFeatureTests {
  @Test func rowsOfTheFeaturesOwnStateAreACollectionOfItself() {
    let source = #"""
      @Reducer
      struct Nested {
        @ObservableState
        struct State: Identifiable {
          let id: UUID
          var rows: IdentifiedArrayOf<State> = []
        }
        enum Action { indirect case rows(IdentifiedActionOf<Nested>) }
        var body: some Reducer<State, Action> {
          Reduce { _, _ in .none }
            .forEach(\.rows, action: \.rows) { Self() }
        }
      }
      """#
    let scan = SourceScanner().scan(sources: ["Sources/App/Nested.swift": source])
    #expect(scan.graph.edges.map { "\($0.from) -> \($0.to) \($0.kind.rawValue)" }
      == ["Nested -> Nested collection"])
    #expect(scan.census.sites.allSatisfy { $0.reading != .unexplained })
    // Reached by nothing but itself, it is still where navigation starts.
    #expect(scan.graph.roots == ["Nested"])
  }

  /// A copy of the feature's own state that nothing runs (`var lastSaved: State?`, an undo
  /// snapshot) is data: no edge, and no navigation site to explain.
  @Test func aCopyOfTheOwnStateIsData() {
    let source = #"""
      @Reducer
      struct Editor {
        struct State { var text = ""; var lastSaved: State? }
        enum Action { case save }
        var body: some ReducerOf<Self> {
          Reduce { state, _ in
            state.lastSaved = state
            return .none
          }
        }
      }
      """#
    let scan = SourceScanner().scan(sources: ["Sources/App/Editor.swift": source])
    #expect(scan.graph.edges.isEmpty)
    #expect(scan.census.sites.filter { $0.kind == .stateField }.map(\.reading) == [.notNavigation])
  }
}
