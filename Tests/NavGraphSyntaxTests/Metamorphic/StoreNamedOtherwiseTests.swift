import NavGraphCore
@testable import NavGraphSyntax
import Testing

/// A view's store is known by its type, not its name: a view that calls its store `가게` (or
/// `model`) and scopes a store property of it presents what a view calling it `store` does.
@Suite struct StoreNamedOtherwiseTests {
  @Test func aStorePropertyScopedFromAStoreOfAnotherNamePresents() {
    MarkedSources([
      "Sources/App/Shelf.swift": """
        @Reducer struct Shelf { /*@feature Shelf struct*/
          @Reducer struct Destination { /*@feature Shelf.Destination struct*/
            enum State {
              case edit(Edit.State) /*@edge Shelf Edit destination destination Shelf.Destination edit sheet*/
              case cover(Edit.State) /*@edge Shelf Edit destination destination Shelf.Destination cover fullScreenCover*/
            }
            enum Action { case edit(Edit.Action), cover(Edit.Action) }
            var body: some ReducerOf<Self> {
              Scope(state: \\.edit, action: \\.edit) { Edit() }
              Scope(state: \\.cover, action: \\.cover) { Edit() }
            }
          }
          struct State { @Presents var destination: Destination.State? }
          enum Action { case destination(PresentationAction<Destination.Action>) }
          var body: some ReducerOf<Self> {
            Reduce { state, _ in
              state.destination = .edit(Edit.State())
              state.destination = .cover(Edit.State())
              return .none
            }
            .ifLet(\\.$destination, action: \\.destination) { Destination() }
          }
        }
        extension StoreOf<Shelf> {
          var destination: PresentationStoreOf<Shelf.Destination> {
            scope(state: \\.$destination, action: \\.destination)
          }
        }
        struct ShelfView: View {
          let 가게: StoreOf<Shelf>
          var body: some View {
            Text("")
              .sheet(store: 가게.destination.scope(state: \\.edit, action: \\.edit)) {
                EditView(store: $0)
              }
              .covered(with: 가게)
          }
        }
        extension View {
          func covered(with 상점: StoreOf<Shelf>) -> some View {
            fullScreenCover(store: 상점.destination.scope(state: \\.cover, action: \\.cover)) {
              EditView(store: $0)
            }
          }
        }
        @Reducer struct Edit { struct State {}; enum Action {} } /*@feature Edit struct*/
        /*@root Shelf*/
        """
    ]).check()
  }
}
