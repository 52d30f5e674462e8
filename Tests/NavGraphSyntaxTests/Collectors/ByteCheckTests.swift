import NavGraphCore
import NavGraphSyntax
import Testing

/// The collectors search a declaration's or expression's bytes for a word before reading it
/// as a type (`State` before a qualified case construction, `Reducer` before a reducer value,
/// `Store` before a view's store): a check that said "no" wrongly would drop what the
/// collector is there to find. Each test puts the thing where only a sound check keeps it —
/// deep in a body, in the second binding of a declaration, across lines — and fails if it is
/// missing.
@Suite struct ByteCheckTests {
  @Test func qualifiedConstructionsDeepInBodiesAreKept() {
    let sources = [
      "Sources/App/Feature.swift": """
        @Reducer
        struct Feature {
          @Reducer
          enum Path {
            case detail(Detail)
            case other(Detail)
          }
          @ObservableState
          struct State {
            var path = StackState<Path.State>()
          }
          enum Action { case path(StackActionOf<Path>), tapped }
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              if case .tapped = action {
                func elements() -> [Path.State] {
                  [Feature.Path.State.detail(Detail.State())]
                }
                state.path.append(contentsOf: elements())
                _ = { Path.State.other(Detail.State()) }()
              }
              return .none
            }
            .forEach(\\.path, action: \\.path)
          }
        }
        @Reducer
        struct Detail {
          struct State {}
          enum Action {}
        }
        """
    ]
    let constructions = SourceScanner().scan(sources: sources).facts.constructions.map {
      "\($0.enumReducer ?? "?").\($0.caseName) \($0.form.rawValue) \($0.location.line ?? 0)"
    }
    #expect(constructions.contains("Feature.Path.detail qualified 17"))
    #expect(constructions.contains("Feature.Path.other qualified 20"))
  }

  @Test func aReducerValueInTheSecondBindingIsKept() {
    MarkedSources([
      "Sources/App/Values.swift": """
        struct ListState: Equatable {}
        enum ListAction: Equatable {}
        let listTitle = "List", listReducer = Reducer<ListState, ListAction, Void> { _, _, _ in .none } /*@feature listReducer struct*/
        /*@root listReducer*/
        """
    ]).check()
  }

  @Test func aStoreTypeWrittenAcrossLinesStillNamesTheViewsOwner() {
    // Both features have a `sheet` field: only the view's store says which one the modifier
    // styles. Without the binding the modifier would name two owners and style neither.
    MarkedSources([
      "Sources/App/Two.swift": """
        @Reducer struct First { /*@feature First struct*/
          struct State { @Presents var sheet: Leaf.State? } /*@edge First Leaf presentation sheet - - sheet*/
          enum Action {}
        }
        @Reducer struct Second { /*@feature Second struct*/
          struct State { @Presents var sheet: Leaf.State? } /*@edge Second Leaf presentation sheet*/
          enum Action {}
        }
        @Reducer struct Leaf { struct State {}; enum Action {} } /*@feature Leaf struct*/
        struct FirstView: View {
          let store:
            Store<
              First.State,
              First.Action
            >
          var body: some View {
            Text("").sheet(store: store.scope(state: \\.$sheet, action: \\.sheet)) { LeafView(store: $0) }
          }
        }
        /*@root First*/
        /*@root Second*/
        """
    ]).check()
  }
}
