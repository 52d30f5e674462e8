import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

/// A view helper that scopes its store into a local before presenting from it (`let
/// destinationStore = store.scope(state: \.$destination, ...)`, or `= store.destination`, a
/// property of the store scoping it so): a scope of the local is a scope of the store, below
/// the field the local was scoped to.
@Suite struct DerivedStoreTests {
  static func source(deriving local: String) -> String {
    """
    @Reducer
    struct History {
      @Reducer
      enum Destination { case filters(Filters) }
      @ObservableState
      struct State { @Presents var destination: Destination.State? }
      enum Action { case destination(PresentationAction<Destination.Action>), filtersTapped }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          if case .filtersTapped = action { state.destination = .filters(Filters.State()) }
          return .none
        }
        .ifLet(\\.$destination, action: \\.destination)
      }
    }
    @Reducer struct Filters {}
    extension StoreOf<History> {
      var destination: PresentationStoreOf<History.Destination> {
        scope(state: \\.$destination, action: \\.destination)
      }
    }
    struct HistoryView: View {
      let store: StoreOf<History>
      var body: some View {
        Button("Filters") { store.send(.filtersTapped) }.destinations(with: store)
      }
    }
    private extension View {
      func destinations(with store: StoreOf<History>) -> some View {
        let destinationStore = \(local)
        return sheet(store: destinationStore.scope(state: \\.filters, action: \\.filters)) {
          FiltersView(store: $0)
        }
      }
    }
    struct FiltersView: View {
      let store: StoreOf<Filters>
      var body: some View { Text("") }
    }
    """
  }

  static let locals = [
    "store.scope(state: \\.$destination, action: \\.destination)", "store.destination",
  ]

  @Test(arguments: locals)
  func aScopeOfTheLocalIsAScopeOfTheStore(_ local: String) {
    let scan = SourceScanner().scan(
      sources: ["Sources/App/App.swift": Self.source(deriving: local)])
    let sheet = scan.census.sites.first { $0.spelling.hasPrefix("sheet(") }
    #expect(sheet?.spelling == "sheet(\\.destination.filters)")
    #expect(sheet?.reading == .explained, "\(sheet?.detail ?? "-")")
    let findings = Linter().lint(LintInput(scan: scan))
    #expect(!findings.contains { $0.rule == "presentation-without-view" })
  }

  /// The local is declared in a computed property's body or in a closure, not a function.
  @Test(arguments: [
    "var body: some View {\n    let destinationStore = store.destination\n    return BODY\n  }",
    "var body: some View {\n    WithPerceptionTracking {\n      let destinationStore = "
      + "store.destination\n      BODY\n    }\n  }",
  ])
  func aLocalOutsideAFunctionIsFollowed(_ body: String) {
    let presenting = """
      Button("Filters") { store.send(.filtersTapped) }
        .sheet(store: destinationStore.scope(state: \\.filters, action: \\.filters)) {
          FiltersView(store: $0)
        }
      """
    let view = """
      struct HistoryView: View {
        let store: StoreOf<History>
        \(body.replacingOccurrences(of: "BODY", with: presenting))
      }
      """
    let source = Self.source(deriving: "store.destination").replacingOccurrences(
      of: "struct HistoryView: View {", with: view + "\nstruct UnusedView: View {")
    let scan = SourceScanner().scan(sources: ["Sources/App/App.swift": source])
    let sheets = scan.census.sites.filter { $0.spelling.contains("sheet(") }
    #expect(sheets.count == 2)
    #expect(sheets.allSatisfy { $0.reading == .explained }, "\(sheets.map(\.detail))")
  }

  /// The older `sheet(store:state:action:)`, its case path written from the enum's type:
  /// the type says whose store it is, whatever the local's is.
  @Test func aCasePathWrittenFromItsTypeNamesTheStore() {
    let source = Self.source(deriving: "store.destination").replacingOccurrences(
      of: "sheet(store: destinationStore.scope(state: \\.filters, action: \\.filters))",
      with: "sheet(store: destinationStore, state: /History.Destination.State.filters, "
        + "action: History.Destination.Action.filters)")
    let scan = SourceScanner().scan(sources: ["Sources/App/App.swift": source])
    let sheet = scan.census.sites.first { $0.spelling.hasPrefix("sheet(") }
    #expect(sheet?.reading == .explained, "\(sheet?.detail ?? "-")")
    #expect(sheet?.detail.hasSuffix("of History") == true)
  }
}
