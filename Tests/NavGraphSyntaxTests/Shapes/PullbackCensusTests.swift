import NavGraphCore
import NavGraphSyntax
import Testing

/// A pre-0.41 `row.forEach(state:action:environment:)` is both spelled as an integration and
/// read as a pullback: the census counts it once, as the pullback it is.
@Suite struct PullbackCensusTests {
  static let source = #"""
    struct ListState: Equatable {
      var rows: IdentifiedArrayOf<RowState> = []
      var detail: DetailState?
    }
    enum ListAction: Equatable {
      case row(id: RowState.ID, action: RowAction)
      case detail(DetailAction)
    }
    let listReducer = Reducer<ListState, ListAction, Void>.combine(
      rowReducer
        .forEach(
          state: \.rows,
          action: /ListAction.row(id:action:),
          environment: { _ in () }
        ),
      detailReducer
        .optional()
        .pullback(state: \.detail, action: /ListAction.detail, environment: { _ in () })
    )
    struct RowState: Equatable, Identifiable { let id: UUID }
    enum RowAction: Equatable {}
    let rowReducer = Reducer<RowState, RowAction, Void>.empty
    struct DetailState: Equatable {}
    enum DetailAction: Equatable {}
    let detailReducer = Reducer<DetailState, DetailAction, Void>.empty
    """#

  @Test func aForEachOfAReducerValueIsOneSite() {
    let scan = SourceScanner().scan(sources: ["Sources/App/List.swift": Self.source])
    let integrations = scan.census.sites.filter { $0.kind == .integration }
    #expect(integrations.map { "\($0.reading) \($0.spelling)" } == [
      "explained rowReducer.forEach(state: \\.rows)",
      "explained detailReducer.pullback(state: \\.detail)",
    ])
  }
}
