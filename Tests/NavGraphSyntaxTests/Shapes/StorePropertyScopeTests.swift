import NavGraphCore
import Testing

/// A view that scopes a store property of its store (`store.destination`, a helper that scopes
/// the store to its destination) further names the field first: the presentation styles the
/// destination's case.
@Suite struct StorePropertyScopeTests {
  static let source = #"""
    @Reducer
    struct Details {
      @ObservableState
      struct State { @Presents var destination: Destination.State? }
      enum Action { case destination(PresentationAction<Destination.Action>) }
      @Reducer enum Destination {
        case deleteAlert(AlertState<Action.DeleteAlert>)
        case edit(Edit)
        enum Action { enum DeleteAlert { case confirm } }
      }
      var body: some ReducerOf<Self> {
        Reduce { state, _ in state.destination = .edit(.init()); return .none }
          .ifLet(\.$destination, action: \.destination)
      }
    }
    @Reducer struct Edit {}

    extension StoreOf<Details> {
      var destination: PresentationStoreOf<Details.Destination> {
        func scopeState(state: State) -> PresentationState<Details.Destination.State> {
          state.$destination
        }
        return scope(state: scopeState, action: Action.destination)
      }
    }

    struct DetailsView: View {
      let store: StoreOf<Details>
      var body: some View {
        Text("")
          .alert(store: store.destination.scope(state: \.deleteAlert, action: \.deleteAlert))
          .sheet(store: store.destination.scope(state: \.edit, action: \.edit)) { _ in }
      }
    }
    """#

  @Test func theScopedCasesAreStyled() {
    #expect(ShapeScan.edges(ShapeScan.scan(Self.source)) == [
      "Details alert destination.deleteAlert -> AlertState (alert)",
      "Details destination destination.edit -> Edit (sheet)",
    ])
  }
}
