import NavGraphCore
import NavGraphLint
import Testing

/// A plain enum of children held in one optional (`var popover: Popover?`), with a settable
/// computed optional per case integrated by `ifLet`: each is a presentation of its child; the
/// projections of one field exclude each other, and one of them beside another presentation
/// can be set at once.
@Suite struct ComputedOptionalTests {
  static let source = #"""
    @Reducer
    struct List {
      @ObservableState
      struct State: Equatable {
        @Presents var destination: Destination.State?
        var popover: Popover?
        enum Popover: Equatable {
          case filter(Filter.State)
          case sort(Sort.State)
        }
        var filter: Filter.State? {
          get { if case .filter(let state) = popover { state } else { nil } }
          set { if let newValue { popover = .filter(newValue) } }
        }
        var sort: Sort.State? {
          get { guard case .sort(let state) = popover else { return nil }; return state }
          set { popover = newValue.map(Popover.sort) }
        }
        var title: String? { popover == nil ? nil : "Options" }
      }
      enum Action {
        case destination(PresentationAction<Destination.Action>)
        case filter(Filter.Action)
        case sort(Sort.Action)
        case filterTapped, sortTapped, editTapped
      }
      @Reducer enum Destination { case edit(Filter) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .filterTapped: state.popover = .filter(.init())
          case .sortTapped: state.sort = .init()
          case .editTapped: state.destination = .edit(.init())
          default: break
          }
          return .none
        }
        .ifLet(\.$destination, action: \.destination)
        .ifLet(\.filter, action: \.filter) { Filter() }
        .ifLet(\.sort, action: \.sort) { Sort() }
      }
    }

    struct ListView: View {
      @Bindable var store: StoreOf<List>
      var body: some View {
        Text("")
          .sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) { _ in }
          .popover(item: $store.scope(state: \.filter, action: \.filter)) { _ in }
          .popover(item: $store.scope(state: \.sort, action: \.sort)) { _ in }
      }
    }

    @Reducer struct Filter {}
    @Reducer struct Sort {}
    """#

  @Test func eachProjectionIsAPresentationOfItsChild() {
    #expect(ShapeScan.edges(ShapeScan.scan(Self.source)) == [
      "List destination destination.edit -> Filter (sheet)",
      "List presentation filter -> Filter (popover)",
      "List presentation sort -> Sort (popover)",
    ])
  }

  @Test func projectionsOfOneFieldCountOnceBesideTheDestination() throws {
    let scan = ShapeScan.scan(Self.source)
    let facts = try #require(scan.facts.feature(named: "List"))
    #expect(facts.fields.filter { $0.projectedFrom == "popover" }.map(\.name) == ["filter", "sort"])
    #expect(facts.fields.allSatisfy { $0.isSet })
    let findings = Linter(rules: [MultiplePresentationOptionalsRule(), DuplicateIntegrationRule()])
      .lint(LintInput(scan: scan))
    #expect(findings.map { "\($0.rule) \($0.fields ?? [])" } == [
      "multiple-presentation-optionals [\"destination\", \"filter\"]"
    ])
  }
}
