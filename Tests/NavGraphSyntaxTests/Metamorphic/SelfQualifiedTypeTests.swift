import NavGraphCore
import NavGraphSyntax
import Testing

/// A nested type named through `Self` (`Self.Destination.State`, `Self.Child()`,
/// `StoreOf<Self.Feature>`) is the nested type written alone.
@Suite struct SelfQualifiedTypeTests {
  @Test func nestedTypesNamedThroughSelf() {
    MarkedSources([
      "Sources/App/Shelf.swift": """
        @Reducer
        struct Shelf { /*@feature Shelf struct*/
          @ObservableState
          struct State {
            @Presents var destination: Self.Destination.State?
            var cover = Self.Cover.State() /*@edge Shelf Shelf.Cover scope cover*/
          }
          enum Action {
            case destination(PresentationAction<Self.Destination.Action>)
            case cover(Self.Cover.Action)
          }
          @Reducer
          enum Destination { /*@feature Shelf.Destination enum*/
            case detail(Shelf.Cover) /*@edge Shelf Shelf.Cover destination destination Shelf.Destination detail sheet*/
          }
          @Reducer struct Cover { struct State {}; enum Action {} } /*@feature Shelf.Cover struct*/
          var body: some ReducerOf<Self> {
            Scope(state: \\.cover, action: \\.cover) { Self.Cover() }
            Reduce<Self.State, Self.Action> { _, _ in .none }
              .ifLet(\\.$destination, action: \\.destination)
          }
        }
        extension Shelf {
          struct ShelfView: View {
            @Bindable var store: StoreOf<Shelf>
            var body: some View {
              Text("Shelf")
                .sheet(item: $store.scope(state: \\.destination?.detail, action: \\.destination.detail)) { _ in
                  Text("Detail")
                }
            }
          }
        }
        /*@root Shelf*/
        """
    ]).check()
  }
}
