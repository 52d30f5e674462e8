import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

@Suite struct MultiplePresentationOptionalsRuleTests {
  @Test func examples() {
    RuleExamples.check(MultiplePresentationOptionalsRule())
  }

  @Test func messageCountsInvalidStatesAndNamesFields() throws {
    let example = MultiplePresentationOptionalsRule().description.triggeringExamples[0]
    let findings = RuleExamples.lint(example, with: MultiplePresentationOptionalsRule())
    let finding = try #require(findings.first)
    #expect(finding.fields == ["addItem", "editItem", "alert"])
    #expect(finding.feature == "Inventory")
    #expect(finding.message.hasPrefix("3 sibling optional destinations (addItem, editItem, alert)"
      + " allow 4 invalid states"))
    #expect(finding.message.contains("one enum Destination"))
  }

  @Test func worksOnAGraphWithoutFacts() throws {
    // A reflection-built graph has edges but no facts: the rule still reports.
    let location = { (line: Int) in SourceLocation(file: "A.swift", line: line, column: 5) }
    let graph = NavigationGraph(
      features: [Feature(name: "A"), Feature(name: "B"), Feature(name: "C")],
      edges: [
        Edge(from: "A", to: "B", kind: .presentation, field: "b", location: location(4)),
        Edge(from: "A", to: "C", kind: .presentation, field: "c", location: location(3)),
        Edge(from: "A", to: "AlertState", kind: .alert, field: "alert", location: location(5)),
        Edge(from: "B", to: "C", kind: .stack, field: "path"),
      ])
    let findings = Linter(rules: [MultiplePresentationOptionalsRule()]).lint(LintInput(graph: graph))
    #expect(findings.count == 1)
    #expect(findings.first?.fields == ["c", "b", "alert"])
    #expect(findings.first?.location == location(3))
  }

  /// The project's own view modifier that hands the scoped store to `sheet(item:)` presents
  /// it: sheets through it are sibling presentations, and plain optional children shown only
  /// through it are no longer taken as drawn in place.
  @Test func aProjectsOwnModifierOverSheetItemPresents() {
    let findings = RuleExamples.lint(#"""
      @Reducer
      struct Market {
        @ObservableState
        struct State {
          var filter: Filter.State?
          var sort: Sort.State?
        }
        enum Action { case filter(Filter.Action), sort(Sort.Action) }
        var body: some ReducerOf<Self> {
          Reduce { state, _ in
            state.filter = Filter.State()
            state.sort = Sort.State()
            return .none
          }
          .ifLet(\.filter, action: \.filter) { Filter() }
          .ifLet(\.sort, action: \.sort) { Sort() }
        }
      }
      @Reducer struct Filter {}
      @Reducer struct Sort {}
      struct MarketView: View {
        @Bindable var store: StoreOf<Market>
        var body: some View {
          Text("")
            .bottomSheet(store: $store.scope(state: \.filter, action: \.filter)) { FilterView(store: $0) }
            .bottomSheet(store: $store.scope(state: \.sort, action: \.sort)) { SortView(store: $0) }
        }
      }
      extension View {
        func bottomSheet<S, A, Content: View>(
          store: Binding<Store<S, A>?>, @ViewBuilder content: @escaping (Store<S, A>) -> Content
        ) -> some View {
          sheet(item: store) { content($0).presentationDetents([.medium]) }
        }
      }
      """#, with: MultiplePresentationOptionalsRule())
    #expect(findings.map(\.fields) == [["filter", "sort"]])
  }

  /// An `item:` binding that is no store (a view's own selection) makes no helper.
  @Test func aHelperPresentingItsOwnSelectionIsNoPresenter() {
    let findings = RuleExamples.lint(#"""
      @Reducer
      struct Market {
        @ObservableState
        struct State {
          var filter: Filter.State?
          var sort: Sort.State?
        }
        enum Action { case filter(Filter.Action), sort(Sort.Action) }
        var body: some ReducerOf<Self> {
          Reduce { state, _ in
            state.filter = Filter.State()
            state.sort = Sort.State()
            return .none
          }
          .ifLet(\.filter, action: \.filter) { Filter() }
          .ifLet(\.sort, action: \.sort) { Sort() }
        }
      }
      @Reducer struct Filter {}
      @Reducer struct Sort {}
      struct MarketView: View {
        @Bindable var store: StoreOf<Market>
        @State var picked: Item?
        var body: some View {
          VStack {
            if let filter = store.scope(state: \.filter, action: \.filter) { FilterView(store: filter) }
            if let sort = store.scope(state: \.sort, action: \.sort) { SortView(store: sort) }
          }
          .sheet(item: $picked) { Text($0.name) }
        }
      }
      """#, with: MultiplePresentationOptionalsRule())
    #expect(findings.isEmpty)
  }
}
