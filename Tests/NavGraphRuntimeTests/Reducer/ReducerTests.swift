import Foundation
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

  /// The caches publish a built body without a lock on the read side: threads that reach a
  /// child for the first time together still evaluate its body once, and each runs it.
  @Test func aBodyReachedFromManyThreadsAtOnceIsEvaluatedOnce() {
    let parentBodies = BodyEvaluations()
    let childBodies = BodyEvaluations()
    let function = UncheckedFunction(
      CountingParent(bodies: parentBodies, childBodies: childBodies)._reduceFunction())
    let threads = 8
    let actions = 200
    let counts = Counts(threads)
    DispatchQueue.concurrentPerform(iterations: threads) { @Sendable thread in
      var state = CountingParent.State()
      for _ in 0..<actions { _ = function.call(&state, .child(.presented(.tap))) }
      counts.set(thread, state.child.wrappedValue?.count ?? -1)
    }

    #expect(counts.values == Array(repeating: actions, count: threads))
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
  private let lock = NSLock()
  private var evaluations = 0
  var count: Int { lock.withLock { evaluations } }
  func record() -> Int {
    lock.withLock {
      evaluations += 1
      return evaluations
    }
  }
}

/// A reducer's function shared by the threads of one test: the test owns every state it
/// touches, one per thread.
private struct UncheckedFunction<State, Action>: @unchecked Sendable {
  let call: (inout State, Action) -> Effect<Action>
  init(_ call: @escaping (inout State, Action) -> Effect<Action>) { self.call = call }
}

/// What each thread counted, written once per thread.
private final class Counts: @unchecked Sendable {
  private let lock = NSLock()
  private var counts: [Int]
  init(_ threads: Int) { counts = Array(repeating: 0, count: threads) }
  var values: [Int] { lock.withLock { counts } }
  func set(_ thread: Int, _ count: Int) { lock.withLock { counts[thread] = count } }
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
