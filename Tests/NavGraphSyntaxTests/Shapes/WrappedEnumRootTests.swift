import NavGraphCore
import Testing

/// A root whose `State` wraps an enum of screens in a field, scoped into with
/// `Scope(state: \.step, action: \.self)` before each case is: a hand-written enum reducer.
/// The census explains the outer `Scope`, and the reading is the same when the `State` is
/// declared at the top level and aliased.
@Suite struct WrappedEnumRootTests {
  static func source(stateAtTopLevel: Bool) -> String {
    let state = #"""
      struct \#(stateAtTopLevel ? "TourState" : "State"): Equatable {
        var step: Step
        @CasePathable
        enum Step: Equatable {
          case game(Game.State)
          case intro(Intro.State)
        }
      }
      """#
    return #"""
      @Reducer
      struct Tour {
      \#(stateAtTopLevel ? "  typealias State = TourState" : state)
        enum Action {
          case game(Game.Action)
          case intro(Intro.Action)
        }
        var body: some ReducerOf<Self> {
          Scope(state: \.step, action: \.self) {
            Scope(state: \.intro, action: \.intro) { Intro() }
            Scope(state: \.game, action: \.game) { Game() }
          }
        }
      }
      \#(stateAtTopLevel ? state : "")
      @Reducer struct Game { struct State: Equatable {}; enum Action {} }
      @Reducer struct Intro { struct State: Equatable {}; enum Action {} }
      """#
  }

  @Test func theWrappedEnumIsExplainedAndItsCasesAreTheRootsScopes() {
    let scan = ShapeScan.scan(Self.source(stateAtTopLevel: false))
    #expect(ShapeScan.edges(scan) == ["Tour scope game -> Game", "Tour scope intro -> Intro"])
    #expect(scan.census.count(.unexplained) == 0)
  }

  @Test func aStateAtTheTopLevelReadsTheSame() {
    let nested = ShapeScan.scan(Self.source(stateAtTopLevel: false))
    let hoisted = ShapeScan.scan(Self.source(stateAtTopLevel: true))
    #expect(ShapeScan.edges(hoisted) == ShapeScan.edges(nested))
    #expect(hoisted.census.count(.unexplained) == 0)
  }
}
