import ComposableArchitecture
import SwiftUI

// From the stack-based navigation article: a hand-written Path reducer (TCA 1.4-1.6, key
// paths, `@Reducer struct` with an enum State), then the same as `@Reducer enum`.
@Reducer
struct RootFeature { /*@feature RootFeature struct*/
  @ObservableState
  struct State {
    var path = StackState<Path.State>()
  }
  enum Action {
    case path(StackAction<Path.State, Path.Action>)
  }
  @Reducer
  struct Path { /*@feature RootFeature.Path struct*/
    @ObservableState
    enum State {
      case addItem(AddFeature.State) /*@edge RootFeature AddFeature stack path RootFeature.Path addItem navigationStack*/
      case detailItem(DetailFeature.State) /*@edge RootFeature DetailFeature stack path RootFeature.Path detailItem navigationStack*/
      case editItem(EditFeature.State) /*@edge RootFeature EditFeature stack path RootFeature.Path editItem navigationStack*/
    }
    enum Action {
      case addItem(AddFeature.Action)
      case detailItem(DetailFeature.Action)
      case editItem(EditFeature.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.addItem, action: \.addItem) {
        AddFeature()
      }
      Scope(state: \.editItem, action: \.editItem) {
        EditFeature()
      }
      Scope(state: \.detailItem, action: \.detailItem) {
        DetailFeature()
      }
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .path(.element(id: _, action: .editItem(.saveButtonTapped))):
        state.path.append(.detailItem(DetailFeature.State()))
        return .none
      default:
        return .none
      }
    }
    .forEach(\.path, action: \.path) {
      Path()
    }
  }
}

struct RootView: View {
  @Bindable var store: StoreOf<RootFeature>
  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      List {
        NavigationLink(state: RootFeature.Path.State.addItem(AddFeature.State())) {
          Text("Add item")
        }
        NavigationLink(state: RootFeature.Path.State.editItem(EditFeature.State())) {
          Text("Edit item")
        }
      }
    } destination: { store in
      switch store.case {
      case .addItem(let store): AddFeatureView(store: store)
      case .detailItem(let store): DetailFeatureView(store: store)
      case .editItem(let store): EditFeatureView(store: store)
      }
    }
  }
}

// Leaves shared by both articles.
@Reducer struct AddFeature { /*@feature AddFeature struct*/
  @ObservableState struct State: Equatable {}
  enum Action { case saveButtonTapped }
  @Dependency(\.dismiss) var dismiss
  var body: some ReducerOf<Self> {
    Reduce { _, _ in
      .run { send in
        await self.dismiss()
      }
    }
  }
}
@Reducer struct DetailFeature { /*@feature DetailFeature struct*/
  @ObservableState struct State: Equatable {}
  enum Action {}
}
@Reducer struct EditFeature { /*@feature EditFeature struct*/
  @ObservableState struct State: Equatable {}
  enum Action { case saveButtonTapped }
}
struct Item: Identifiable, Equatable { let id: UUID }
