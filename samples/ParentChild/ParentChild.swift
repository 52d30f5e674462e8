// The parent/child sample from the seed article on testing `dismiss` ([TCA]dismissのUnitTest),
// with only the import changed and the SwiftUI views left out.
import NavGraph

// MARK: Parent Screen
@Reducer
struct ParentReducer {
  @ObservableState
  struct State: Equatable {
    @Presents var child: ChildReducer.State?
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

// MARK: Child Screen
@Reducer
struct ChildReducer {
  @ObservableState
  struct State: Equatable {}
  enum Action: Sendable {
    case tapButton
  }
  @Dependency(\.dismiss) var dismiss
  var body: some Reducer<State, Action> {
    Reduce { _, action in
      switch action {
      case .tapButton:
        return .run { _ in
          await dismiss()
        }
      }
    }
  }
}
