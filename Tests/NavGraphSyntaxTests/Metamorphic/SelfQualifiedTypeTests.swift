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

  /// A key path rooted at `Self.State` (`\Self.State.rozklad`) names the field as `\State.rozklad`
  /// does: the parser reads `Self` as the root and `State` as a component.
  @Test func keyPathsRootedAtSelfState() {
    MarkedSources([
      "Sources/App/Main.swift": """
        struct Main: ReducerProtocol { /*@feature Main struct*/
          struct State: Equatable {
            var rozklad = Rozklad.State() /*@edge Main Rozklad scope rozklad*/
          }
          enum Action { case rozklad(Rozklad.Action) }
          var body: some ReducerProtocol<Self.State, Self.Action> {
            Scope(state: \\Self.State.rozklad, action: /Self.Action.rozklad) { Rozklad() }
          }
        }
        struct Rozklad: ReducerProtocol { /*@feature Rozklad struct*/
          struct State: Equatable {}
          enum Action {}
          var body: some ReducerProtocol<State, Action> { EmptyReducer() }
        }
        /*@root Main*/
        """
    ]).check()
  }
}
