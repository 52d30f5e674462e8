import NavGraphCore
import NavGraphSyntax
import Testing

/// An extension written through a typealias (`extension Shelf.State` where `State` is
/// `typealias State = ShelfState`) extends the type the alias stands for: the feature's state
/// is still the declared struct, with its fields.
@Suite struct AliasedTypeExtensionTests {
  @Test func theStateKeepsItsFieldsWhenExtendedThroughItsAlias() {
    MarkedSources([
      "Sources/App/Shelf.swift": """
        @Reducer
        struct Shelf { /*@feature Shelf struct*/
          typealias State = ShelfState
          enum Action {
            case destination(PresentationAction<Destination.Action>)
            case cover(Cover.Action)
          }
          @Reducer
          enum Destination { /*@feature Shelf.Destination enum*/
            case cover(Cover) /*@edge Shelf Cover destination destination Shelf.Destination cover*/
          }
          var body: some ReducerOf<Self> {
            Scope(state: \\.cover, action: \\.cover) { Cover() }
            Reduce { _, _ in .none }
              .ifLet(\\.$destination, action: \\.destination)
          }
        }
        struct ShelfState {
          @Presents var destination: Shelf.Destination.State?
          var cover = Cover.State() /*@edge Shelf Cover scope cover*/
        }
        @Reducer struct Cover { struct State {}; enum Action {} } /*@feature Cover struct*/
        """,
      "Sources/App/Shelf+Helpers.swift": """
        extension Shelf.State {
          var isShowingCover: Bool { destination != nil }
        }
        /*@root Shelf*/
        """,
    ]).check()
  }
}
