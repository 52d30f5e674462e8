import ComposableArchitecture
import SwiftUI

// A child that dismisses itself through the `dismiss` dependency, pushed with
// `navigationDestination(item:)` over a plain `@Presents` field.
@Reducer
struct ParentReducer { /*@feature ParentReducer struct*/
  @ObservableState
  struct State: Equatable {
    @Presents var child: ChildReducer.State? /*@edge ParentReducer ChildReducer presentation child - - navigationDestination*/
  }
  enum Action: Sendable {
    case child(PresentationAction<ChildReducer.Action>)
    case showChild
  }
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .child:
        return .none
      case .showChild:
        state.child = ChildReducer.State()
        return .none
      }
    }.ifLet(\.$child, action: \.child) {
      ChildReducer()
    }
  }
}

struct ParentView: View {
  @Bindable var store: StoreOf<ParentReducer>
  var body: some View {
    NavigationStack {
      Button("ShowChild") { store.send(.showChild) }
        .navigationDestination(item: $store.scope(state: \.child, action: \.child)) { store in
          ChildView(store: store)
        }
    }
  }
}

@Reducer
struct ChildReducer { /*@feature ChildReducer struct*/
  @ObservableState
  struct State: Equatable {}
  enum Action: Sendable { case dismiss }
  @Dependency(\.dismiss) var dismiss
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .dismiss:
        return .run { _ in await dismiss() }
      }
    }
  }
}
/*@root InventoryFeature InventoryWithDestination RootFeature ParentReducer*/
