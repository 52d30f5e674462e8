import NavGraphCore
import NavGraphSyntax
import Testing

/// A type may be named by a keyword, written as a raw identifier (`` `default` ``): its
/// lowercase says nothing of whether it is a type, so a reducer built under such a name, in a
/// store's closure or a `Scope`'s, is read as the name it resolves to.
@Suite struct RawIdentifierTypeTests {
  static let source = """
    @main
    struct `defer`: App {
      static let store: StoreOf<`default`> = .init(initialState: .init()) {
        `default`()
      }
      var body: some Scene { WindowGroup { Text("") } }
    }
    @Reducer
    struct `default` {
      struct State { var `case` = `case`.State() }
      enum Action { case `case`(`case`.Action) }
      var body: some ReducerOf<Self> {
        Scope(state: \\.`case`, action: \\.`case`) { `case`() }
      }
    }
    @Reducer struct `case` { struct State {}; enum Action {} }
    """

  @Test func reducersNamedByKeywordsAreRead() {
    let scan = SourceScanner().scan(sources: ["Sources/App/App.swift": Self.source])
    #expect(scan.graph.edges.map { "\($0.from) -> \($0.to) \($0.kind.rawValue)" }
      == ["default -> case scope"])
    #expect(scan.graph.roots == ["default"])
    #expect(scan.graph.unresolved.isEmpty)
  }
}
