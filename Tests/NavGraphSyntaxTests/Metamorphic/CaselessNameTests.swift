import NavGraphCore
import NavGraphSyntax
import Testing

/// Names in a script without letter case (Hangul, Han, emoji) can name types and values
/// alike: a reducer built in a closure, a key path kept in a constant, a store property scoped
/// further are read whatever script their names are in.
@Suite struct CaselessNameTests {
  static let source = """
    @Reducer
    struct 서가 {
      @ObservableState
      struct State {
        var 뿌리: 갈래 = .표지(표지.State())
        @Presents var 행선지: 행선.State?
        @CasePathable
        enum 갈래 { case 표지(표지.State), 쪽(쪽.State) }
      }
      enum Action {
        case 자식(자식Action)
        case 행선지(PresentationAction<행선.Action>)
        @CasePathable
        enum 자식Action { case 표지(표지.Action), 쪽(쪽.Action) }
      }
      @Reducer
      enum 행선 {
        case 쪽(쪽)
      }
      private let 경로: WritableKeyPath<State, PresentationState<행선.State>> = \\.$행선지
      var body: some ReducerOf<Self> {
        Scope(state: \\.뿌리, action: \\.자식) {
          Scope(state: \\.표지, action: \\.표지) { 표지() }
          Scope(state: \\.쪽, action: \\.쪽) { 쪽() }
        }
        Reduce { state, _ in
          state.행선지 = .쪽(쪽.State())
          return .none
        }
        .ifLet(경로, action: \\.행선지) { 행선() }
      }
    }
    @Reducer struct 표지 { struct State {}; enum Action {} }
    @Reducer struct 쪽 { struct State {}; enum Action {} }
    """

  @Test func reducersAndKeyPathConstantsNamedWithoutLetterCaseAreRead() {
    let scan = SourceScanner().scan(sources: ["Sources/App/서가.swift": Self.source])
    let edges = Set(scan.graph.edges.map { "\($0.from) -> \($0.to) \($0.kind.rawValue)" })
    #expect(edges.contains("서가 -> 표지 scope"))
    #expect(edges.contains("서가 -> 쪽 scope"))
    #expect(edges.contains { $0.hasPrefix("서가 -> 쪽 ") && !$0.hasSuffix(" scope") })
    #expect(scan.graph.unresolved.isEmpty)
  }
}
