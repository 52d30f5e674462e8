import NavGraphCore
import NavGraphLint
import Testing

/// A reducer's state is the `inout` parameter of its reduce function or the first parameter
/// of its `Reduce` closure, whatever it is called: fields set through `s.alert = ...` are set,
/// and navigation kept in a struct of a name without letter case is nested as any other.
@Suite struct StateNamedOtherwiseTests {
  static let source = #"""
    @Reducer struct Shelf {
      @ObservableState
      struct State {
        @Presents var destination: Destination.State?
        @Presents var alert: AlertState<Action.Alert>?
        var 자원 = 자원들()
        struct 자원들 { var 목록: Detail.State? }
      }
      enum Action {
        case opened, closed, 목록(Detail.Action)
        case destination(PresentationAction<Destination.Action>)
        case alert(PresentationAction<Alert>)
        enum Alert {}
      }
      @Reducer enum Destination { case edit(Detail) }
      func reduce(into 상태: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .opened:
          상태.destination = .edit(Detail.State())
          상태.자원.목록 = Detail.State()
          return .none
        default:
          return .none
        }
      }
      var body: some ReducerOf<Self> {
        Reduce(reduce)
        Reduce { s, action in
          if case .closed = action { s.alert = AlertState { TextState("Closed") } }
          return .none
        }
        .ifLet(\.$destination, action: \.destination)
        .ifLet(\.$alert, action: \.alert)
        .ifLet(\.자원.목록, action: \.목록) { Detail() }
      }
    }
    struct ShelfView: View {
      @Bindable var store: StoreOf<Shelf>
      var body: some View {
        Text("")
          .sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) { _ in }
          .alert($store.scope(state: \.alert, action: \.alert))
          .sheet(item: $store.scope(state: \.자원.목록, action: \.목록)) { _ in }
      }
    }
    @Reducer struct Detail {}
    """#

  @Test func fieldsSetThroughAStateOfAnotherNameAreSet() throws {
    let scan = ShapeScan.scan(Self.source)
    let facts = try #require(scan.facts.feature(named: "Shelf"))
    let fields = Dictionary(facts.fields.map { ($0.name, $0.isSet) }, uniquingKeysWith: { $1 })
    #expect(fields["destination"] == true)
    #expect(fields["alert"] == true)
    #expect(fields["자원.목록"] == true)
    let findings = Linter(rules: RuleRegistry.all).lint(LintInput(scan: scan))
    let aboutReading: Set<String> = [
      "unreachable-presentation", "duplicate-integration", "unintegrated-presentation",
      "presentation-without-view",
    ]
    #expect(findings.filter { aboutReading.contains($0.rule) }.isEmpty)
  }
}
