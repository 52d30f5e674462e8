import NavGraphCore
import NavGraphSyntax
import Testing

/// Cases named outside ASCII (Hangul, Cyrillic, accented Latin, emoji) are built like any
/// other: the scanner finds them where the code builds them, not only where they are declared.
@Suite struct NonASCIICaseNameTests {
  static let source = """
    @Reducer
    struct Shelf {
      @ObservableState
      struct State {
        @Presents var destination: Destination.State?
        var path = StackState<Path.State>()
      }
      enum Action {
        case opened, browsed
        case destination(PresentationAction<Destination.Action>)
        case path(StackActionOf<Path>)
      }
      @Reducer
      enum Destination {
        case 책장(Cover)
        case полка(Cover)
        case étagère(Cover)
        case 📚
      }
      @Reducer
      enum Path {
        case 페이지(Cover)
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .opened:
            state.destination = .책장(Cover.State())
            state.destination = .полка(Cover.State())
            return .none
          case .browsed:
            state.destination = Destination.State.étagère(Cover.State())
            state.destination = .📚
            state.path.append(.페이지(Cover.State()))
            return .none
          case .destination, .path:
            return .none
          }
        }
        .ifLet(\\.$destination, action: \\.destination)
        .forEach(\\.path, action: \\.path)
      }
    }
    @Reducer struct Cover { struct State {}; enum Action {} }
    """

  @Test func casesBuiltUnderNonASCIINamesAreFound() {
    let scan = SourceScanner().scan(sources: ["Sources/App/Shelf.swift": Self.source])
    let built = Set(scan.facts.constructions.map { "\($0.enumReducer ?? "-") \($0.caseName)" })
    #expect(
      built == [
        "Shelf.Destination 책장", "Shelf.Destination полка", "Shelf.Destination étagère",
        "Shelf.Destination 📚", "Shelf.Path 페이지",
      ])
  }
}
