import Foundation
import NavGraphCore
import NavGraphSyntax
import Testing

/// TCA 2.0's spellings (`import ComposableArchitecture2`), read into the same graph as 1.x.
@Suite struct TCA2FeatureTests {
  @Test func featuresDestinationsStacksAndPrompts() {
    MarkedSources([
      "Sources/App/App.swift": #"""
        import ComposableArchitecture2

        @Feature
        struct Catalog { /*@feature Catalog struct*/
          @Feature
          enum Path { /*@feature Catalog.Path enum*/
            case product(Product) /*@edge Catalog Product stack path Catalog.Path product navigationStack*/
            case about /*@edge Catalog .about stack path Catalog.Path about navigationStack*/
          }
          @Feature
          enum Destination { /*@feature Catalog.Destination enum*/
            case filter(Filter) /*@edge Catalog Filter destination destination Catalog.Destination filter sheet*/
            case share(Filter) /*@edge Catalog Filter destination destination Catalog.Destination share fullScreenCover*/
            case deleteAlert(DeleteAlert) /*@edge Catalog Catalog.DeleteAlert alert destination Catalog.Destination deleteAlert alert*/
            case confirmationDialog /*@edge Catalog .confirmationDialog dialog destination Catalog.Destination confirmationDialog*/
          }
          @Feature
          struct DeleteAlert: Prompt {
            struct State {}
            enum Action { case confirm }
          }
          struct State {
            var path: [Path.State] = []
            var destination: Destination.State?
            var editor: Editor.State? /*@edge Catalog Editor presentation editor - - navigationDestination*/
            var rows: [Row.State] = [] /*@edge Catalog Row collection rows*/
            var timer = Ticker.State() /*@edge Catalog Ticker scope timer*/
            var header = Header.State() /*@edge Catalog Header scope header*/
          }
          enum Action {
            case path(Path.State.ID, Path.Action)
            case destination(Destination.Action)
            case editor(Editor.Action)
            case rows(Row.State.ID, Row.Action)
            case header(Header.Action)
            case filterTapped
          }
          var body: some Feature {
            Features {
              Scope(\.header, action: \.header) { Header() }
              Spawn(\.timer) { Ticker() }
            }
            Update { state, action in
              switch action {
              case .filterTapped:
                state.destination = .filter(Filter.State())
                state.path.append(.product(Product.State()))
              default: break
              }
            }
            .ifLet(\.destination, action: \.destination) { Destination.body }
            .ifLet(\.editor, action: \.editor) { Editor() }
            .forEach(\.path, action: \.path, dismissStyle: .stack) { Path.body }
            .forEach(\.rows, action: \.rows) { Row() }
          }
        }

        struct CatalogView: View {
          @Bindable var store: StoreOf<Catalog>
          var body: some View {
            NavigationStack(path: $store.scope(\.path, action: \.path)) {
              Text("")
                .sheet(item: $store.scope(\.destination, action: \.destination).filter) { _ in }
                .fullScreenCover(item: $store.scope(\.destination, action: \.destination).share) {
                  _ in
                }
                .navigationDestination(item: $store.scope(\.editor, action: \.editor)) { _ in }
                .alert($store.scope(\.destination, action: \.destination).deleteAlert)
                .navigationDestination(for: Catalog.Path.StoreEnumeration.self) { _ in }
            }
          }
        }

        struct Product: FeatureProtocol { /*@feature Product struct*/
          struct State {}
          enum Action {}
          var body: some Feature { Update { _, _ in } }
        }
        @Feature struct Filter {} /*@feature Filter struct*/
        @Feature struct Editor {} /*@feature Editor struct*/
        @Feature struct Row {} /*@feature Row struct*/
        @Feature struct Ticker {} /*@feature Ticker struct*/
        @Feature struct Header {} /*@feature Header struct*/
        """#
    ]).check()
  }

  @Test func everyFeatureSaysItsGenerationAndTheJSONCarriesIt() throws {
    let result = SourceScanner().scan(sources: [
      "Sources/App/New.swift": "@Feature struct New {}\nstruct Custom: FeatureProtocol {}",
      "Sources/App/Old.swift": "@Reducer struct Old {}",
    ])
    #expect(result.graph.features.map { "\($0.name) \($0.apiGeneration.rawValue)" } == [
      "Custom 2.0", "New 2.0", "Old 1.x",
    ])
    let json = String(decoding: try result.graph.jsonData(), as: UTF8.self)
    #expect(json.components(separatedBy: #""apiGeneration" : "2.0""#).count == 3)
    #expect(!json.contains("1.x"), "1.x, every earlier document's generation, is left out")
    let read = try NavigationGraph(jsonData: Data(json.utf8))
    #expect(read.features.map(\.apiGeneration) == [.tca2, .tca2, .tca1])
  }

  /// An app mid-migration: 2.0 features present and push 1.x ones, in one module.
  @Test func aModuleMixingBothGenerations() {
    MarkedSources([
      "Sources/App/Root.swift": #"""
        import ComposableArchitecture2
        @Feature
        struct Root { /*@feature Root struct*/
          struct State { var settings: Settings.State? } /*@edge Root Settings presentation settings*/
          enum Action { case settings(Settings.Action) }
          var body: some Feature {
            Update { _, _ in }.ifLet(\.settings, action: \.settings) { Settings() }
          }
        }
        """#,
      "Sources/App/Settings.swift": #"""
        import ComposableArchitecture1
        @Reducer
        struct Settings { /*@feature Settings struct*/
          @ObservableState
          struct State { @Presents var alert: AlertState<Never>? } /*@edge Settings AlertState alert alert*/
          enum Action { case alert(PresentationAction<Never>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.ifLet(\.$alert, action: \.alert)
          }
        }
        """#,
    ]).check()
  }
}
