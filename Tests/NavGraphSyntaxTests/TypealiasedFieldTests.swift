import NavGraphCore
import NavGraphSyntax
import Testing

/// Fields whose type is a typealias of a navigation container or of a child's state: the
/// alias is expanded before the field's shape is read, and the child named as the alias's
/// scope names it.
@Suite struct TypealiasedFieldTests {
  @Test func stackPresentationAndCollectionFieldsThroughTypealiases() {
    let result = MarkedSources([
      "Sources/App/AppFeature.swift": """
        typealias AppPath = StackState<AppFeature.Path.State>
        @Reducer
        struct AppFeature { /*@feature AppFeature struct*/
          typealias Rows = IdentifiedArrayOf<Row.State>
          @ObservableState
          struct State {
            var path: AppPath = AppPath()
            @Presents var settings: Settings.Sheet?
            var rows: Rows = [] /*@edge AppFeature Row collection rows*/
          }
          enum Action {
            case path(StackActionOf<Path>)
            case settings(PresentationAction<Settings.Destination.Action>)
            case rows(IdentifiedActionOf<Row>)
          }
          @Reducer
          enum Path { /*@feature AppFeature.Path enum*/
            case detail(Detail) /*@edge AppFeature Detail stack path AppFeature.Path detail*/
          }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }
              .forEach(\\.path, action: \\.path)
              .ifLet(\\.$settings, action: \\.settings)
              .forEach(\\.rows, action: \\.rows) { Row() }
          }
        }
        """,
      "Sources/App/Settings.swift": """
        // The alias names `Destination` in its own scope: Settings', not the top-level one.
        enum Settings {
          typealias Sheet = Destination.State
          @Reducer
          enum Destination { /*@feature Settings.Destination enum*/
            case about(Detail) /*@edge AppFeature Detail destination settings Settings.Destination about*/
          }
        }
        @Reducer
        enum Destination { /*@feature Destination enum*/
          case other(Row) /*@edge Destination Row scope - - other*/
        }
        @Reducer struct Detail { struct State {}; enum Action {} } /*@feature Detail struct*/
        @Reducer struct Row { struct State: Identifiable { let id: Int }; enum Action {} } /*@feature Row struct*/
        /*@root AppFeature Destination*/
        """,
    ]).check()
    let app = result.facts.features.first { $0.name == "AppFeature" }
    let fields = Dictionary(uniqueKeysWithValues: (app?.fields ?? []).map { ($0.name, $0) })
    #expect(fields["path"]?.container == .stackState)
    #expect(fields["path"]?.child == "AppFeature.Path")
    #expect(fields["settings"]?.isOptional == true)
    #expect(fields["settings"]?.child == "Settings.Destination")
    #expect(fields["rows"]?.container == .identifiedArray)
    #expect(fields["rows"]?.child == "Row")
  }
}
