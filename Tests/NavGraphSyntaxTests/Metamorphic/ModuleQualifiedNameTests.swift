import NavGraphCore
import NavGraphSyntax
import Testing

/// A library's type spelled with its module (`SwiftUI.NavigationStack(path:)`,
/// `ComposableArchitecture.Scope(...)`, `ComposableArchitecture.StackState<...>`) is read as
/// the type written alone.
@Suite struct ModuleQualifiedNameTests {
  @Test func qualifiedIntegrationsStacksAndViews() {
    MarkedSources([
      "Sources/App/Library.swift": """
        import ComposableArchitecture
        import SwiftUI
        @ComposableArchitecture.Reducer
        struct Library { /*@feature Library struct*/
          @ComposableArchitecture.ObservableState
          struct State {
            var catalog = Catalog.State() /*@edge Library Catalog scope catalog*/
            var path = ComposableArchitecture.StackState<Path.State>()
          }
          enum Action {
            case catalog(Catalog.Action)
            case path(ComposableArchitecture.StackActionOf<Path>)
          }
          @ComposableArchitecture.Reducer
          enum Path { /*@feature Library.Path enum*/
            case book(Catalog) /*@edge Library Catalog stack path Library.Path book navigationStack*/
          }
          var body: some ComposableArchitecture.ReducerOf<Self> {
            ComposableArchitecture.Scope(state: \\.catalog, action: \\.catalog) { Catalog() }
            ComposableArchitecture.Reduce { _, _ in .none }
              .forEach(\\.path, action: \\.path)
          }
        }
        @ComposableArchitecture.Reducer struct Catalog { struct State {}; enum Action {} } /*@feature Catalog struct*/
        struct LibraryView: SwiftUI.View {
          @Bindable var store: ComposableArchitecture.StoreOf<Library>
          var body: some SwiftUI.View {
            SwiftUI.NavigationStack(path: $store.scope(state: \\.path, action: \\.path)) {
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

  /// A store of the library's `EmptyReducer`, handed as a qualified initializer, runs no
  /// feature, as the unqualified one does.
  @Test func aQualifiedEmptyReducerRunsNoFeature() {
    let source = """
      @Reducer struct Row {}
      struct RowList: View {
        var body: some View {
          RowView(store: ComposableArchitecture.Store(
            initialState: Row.State(), reducer: ComposableArchitecture.EmptyReducer.init))
        }
      }
      """
    let scan = SourceScanner().scan(sources: ["Sources/App/Rows.swift": source])
    let store = scan.census.sites.first { $0.kind == .store }
    #expect(store?.reading == .notNavigation, "\(store?.detail ?? "-")")
  }
}
