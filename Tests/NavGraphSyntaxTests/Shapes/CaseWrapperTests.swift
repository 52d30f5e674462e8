import NavGraphCore
import Testing

/// A destination case whose payload is a plain struct carrying the child's state beside data
/// of the parent's (`case add(AddSheet)`, `struct AddSheet { var state: AddItem.State; var
/// origin: String }`): the case presents the child.
@Suite struct CaseWrapperTests {
  static let source = #"""
    struct AddSheet: Equatable {
      var state: AddItem.State
      var origin: String
    }
    struct Pair: Equatable {
      var left: AddItem.State
      var right: Info.State
    }

    struct Destination: Reducer {
      enum State: Equatable {
        case add(AddSheet)
        case pair(Pair)
        case info(Info.State)
      }
      enum Action {
        case add(AddItem.Action)
        case pair(Info.Action)
        case info(Info.Action)
      }
      var body: some ReducerOf<Self> {
        Scope(state: /State.add, action: /Action.add) {
          Scope(state: \.state, action: /.self) { AddItem() }
        }
        Scope(state: /State.info, action: /Action.info) { Info() }
      }
    }

    struct List: Reducer {
      struct State: Equatable {
        @PresentationState var destination: Destination.State?
      }
      enum Action {
        case destination(PresentationAction<Destination.Action>)
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in .none }
          .ifLet(\.$destination, action: /Action.destination) { Destination() }
      }
    }

    struct AddItem: Reducer {
      struct State: Equatable {}
      enum Action {}
      func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
    }
    struct Info: Reducer {
      struct State: Equatable {}
      enum Action {}
      func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
    }
    """#

  @Test func theCasePresentsTheChildItsPayloadCarries() {
    #expect(ShapeScan.edges(ShapeScan.scan(Self.source)) == [
      "List destination destination.add -> AddItem",
      "List destination destination.info -> Info",
      // A payload with two children's states says nothing about which one is shown: data.
      "List destination destination.pair -> Pair",
    ])
  }
}
