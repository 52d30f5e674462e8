import NavGraphCore
import NavGraphSyntax
import Testing

/// What the scanner records about `State`'s memberwise initializer, for `navviz paths --swift`.
@Suite struct StateInitializerFactsTests {
  @Test func parametersAndDefaults() throws {
    let result = SourceScanner().scan(sources: [
      "Sources/App/App.swift": """
        @Reducer
        struct Detail {
          @ObservableState
          struct State {
            @Presents var destination: Destination.State?
            let id = UUID()
            let syncUp: SyncUp
            var title: String
            var focus: Field? = .title
            var note: String?
            var count = 0
            var isEmpty: Bool { title.isEmpty }
          }
        }
        @Reducer
        struct Custom {
          struct State { var x: Int; init() { x = 0 } }
        }
        @Reducer
        struct Extended { struct State { var x: Int } }
        extension Extended.State { init(y: Int) { x = y } }
        """
    ])
    let detail = try #require(result.facts.feature(named: "Detail"))
    #expect(detail.hasMemberwiseStateInit)
    let fields = detail.fields.map {
      "\($0.name)\($0.isMemberwiseParameter ? "" : " (not a parameter)")"
        + ($0.hasDefaultValue ? " = default" : "")
    }
    #expect(fields == [
      "destination = default", "id (not a parameter) = default", "syncUp", "title",
      "focus = default", "note = default", "count = default",
    ])
    #expect(result.facts.feature(named: "Custom")?.hasMemberwiseStateInit == false)
    // An `init` in an extension keeps the memberwise initializer.
    #expect(result.facts.feature(named: "Extended")?.hasMemberwiseStateInit == true)
  }
}
