import NavGraphRuntime

/// A stack of `Child` screens, with nothing else.
@Reducer
struct StackParent {
  struct State: Equatable {
    var path = StackState<Child.State>()
  }
  enum Action: Equatable {
    case path(StackActionOf<Child>)
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.path, action: \.path) { Child() }
  }
}
