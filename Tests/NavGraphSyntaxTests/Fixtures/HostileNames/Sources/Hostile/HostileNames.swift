import ComposableArchitecture
import SwiftUI

// Names no renderer or reporter may break on: raw identifiers (SE-0451) carry quotes,
// backslashes, markup, entities, right-to-left marks and emoji. Used end to end by
// NavvizCLITests/HostileNamesEndToEndTests.

@Reducer
struct `Root "quoted" \ feature` {
  @ObservableState
  struct State {
    @Presents var destination: Destination.State?
    @Presents var `<script>alert(1)</script>`: `A&amp;B &lt;entity&gt;`.State?
    @Presents var `field "two"`: `Émoji 🚀 ‏שלום‮txt`.State?
  }
  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case `<script>alert(1)</script>`(PresentationAction<`A&amp;B &lt;entity&gt;`.Action>)
    case `field "two"`(PresentationAction<`Émoji 🚀 ‏שלום‮txt`.Action>)
    case tapped
  }
  @Reducer
  enum Destination {
    case `case "quoted" \N`(`Back\slash \G | a/../b`)
    case `<b>bold</b> & ]]> --`(`Émoji 🚀 ‏שלום‮txt`)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tapped:
        state.destination = .`case "quoted" \N`(`Back\slash \G | a/../b`.State())
        state.`<script>alert(1)</script>` = .init(); state.`field "two"` = .init(); return .none
      default:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
    .ifLet(\.$`<script>alert(1)</script>`, action: \.`<script>alert(1)</script>`) {
      `A&amp;B &lt;entity&gt;`()
    }
  }
}

@Reducer
struct `A&amp;B &lt;entity&gt;` {
  @ObservableState struct State {}
  enum Action { case tapped }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct `Back\slash \G | a/../b` {
  @ObservableState struct State {}
  enum Action { case tapped }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct `Émoji 🚀 ‏שלום‮txt` {
  @ObservableState struct State {}
  enum Action { case tapped }
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@main
struct HostileApp: App {
  static let store = Store(initialState: `Root "quoted" \ feature`.State()) {
    `Root "quoted" \ feature`()
  }
  var body: some Scene { WindowGroup { EmptyView() } }
}
