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

/// A stack whose parent closes screens itself, as TCA apps write it: `removeLast()` and
/// `removeFirst()` called for their effect alone (S-36).
@Reducer
struct ClosingStack {
  struct State: Equatable {
    var path = StackState<Child.State>()
  }
  enum Action: Equatable {
    case closeBottom
    case closeTop
    case path(StackActionOf<Child>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeBottom:
        state.path.removeFirst()
        return .none
      case .closeTop:
        state.path.removeLast()
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) { Child() }
  }
}
