import NavGraphCore
import NavGraphSyntax
import Testing

/// A type's initializer named explicitly (`Scope.init(...)`, `StackState<Path.State>.init()`,
/// `NavigationStack.init(path:)`) is read as the call of the type it is.
@Suite struct ExplicitInitializerTests {
  @Test func integrationsStacksAndViewsBuiltWithInit() {
    MarkedSources([
      "Sources/App/Library.swift": """
        @Reducer
        struct Library { /*@feature Library struct*/
          @ObservableState
          struct State {
            var catalog = Catalog.State.init() /*@edge Library Catalog scope catalog*/
            var path = StackState<Path.State>.init()
          }
          enum Action {
            case catalog(Catalog.Action)
            case path(StackActionOf<Path>)
          }
          @Reducer
          enum Path { /*@feature Library.Path enum*/
            case book(Catalog) /*@edge Library Catalog stack path Library.Path book navigationStack*/
          }
          var body: some ReducerOf<Self> {
            Scope.init(state: \\.catalog, action: \\.catalog) { Catalog.init() }
            Reduce.init { _, _ in .none }
              .forEach(\\.path, action: \\.path)
          }
        }
        @Reducer struct Catalog { struct State {}; enum Action {} } /*@feature Catalog struct*/
        struct LibraryView: View {
          @Bindable var store: StoreOf<Library>
          var body: some View {
            NavigationStack.init(path: $store.scope(state: \\.path, action: \\.path)) {
              Text("Library")
            } destination: { store in
              Text("Book")
            }
          }
        }
        /*@root Library*/
        """
    ]).check()
  }
}
