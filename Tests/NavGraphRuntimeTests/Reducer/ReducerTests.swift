import NavGraphRuntime
import Testing

/// `Reducer._reduceFunction()`: the function stores and operators run for every action is built
/// once, with every `body` on the way evaluated once (the operators' caches live in the bodies,
/// and evaluating a body rebuilds its case key paths).
@MainActor
struct ReducerTests {
  @Test func featureBodiesAreEvaluatedOnceAcrossActions() {
    let parentBodies = BodyEvaluations()
    let childBodies = BodyEvaluations()
    let store = Store(initialState: CountingParent.State()) {
      CountingParent(bodies: parentBodies, childBodies: childBodies)
    }
    for _ in 0..<5 { store.send(.child(.presented(.tap))) }
    store.send(.parentTap)

    #expect(store.state.child.wrappedValue?.count == 5)
    #expect(store.state.parentTaps == 1)
    #expect(parentBodies.count == 1)
    #expect(childBodies.count == 1)
  }

  @Test func aReducerWithoutBodyRunsItsReduce() {
    var state = CountingChild.State()
    let function = PlainCounter()._reduceFunction()
    _ = function(&state, .tap)
    _ = function(&state, .tap)
    #expect(state.count == 2)
  }
}

private final class BodyEvaluations: @unchecked Sendable {
  var count = 0
  func record() -> Int {
    count += 1
    return count
  }
}

private struct PlainCounter: Reducer {
  func reduce(into state: inout CountingChild.State, action: CountingChild.Action)
    -> Effect<CountingChild.Action>
  {
    state.count += 1
    return .none
  }
}

private struct CountingChild: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action { case tap }
  let bodies: BodyEvaluations

  var body: some ReducerOf<Self> {
    let _ = bodies.record()
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

private struct CountingParent: Reducer {
  struct State: Equatable {
    var child = PresentationState<CountingChild.State>(wrappedValue: CountingChild.State())
    var parentTaps = 0
  }
  @CasePathable
  enum Action {
    case child(PresentationAction<CountingChild.Action>)
    case parentTap
  }
  let bodies: BodyEvaluations
  let childBodies: BodyEvaluations

  var body: some ReducerOf<Self> {
    let _ = bodies.record()
    Reduce { state, action in
      if case .parentTap = action { state.parentTaps += 1 }
      return .none
    }
    .ifLet(\.child, action: \.child) { CountingChild(bodies: childBodies) }
  }
}
