import Foundation
import NavGraphRuntime
import Testing

#if canImport(Darwin)
  import Combine
#else
  import OpenCombineShim
#endif

/// Tests of `Effect+Publisher.swift`, `EffectSubscription.swift` and `RootCore+Subscriptions`:
/// publisher effects in a store (E-18, E-19).
@MainActor
struct EffectPublisherTests {
  @Test("E-18 outputs emitted on subscription are reduced within the same send")
  func e18() {
    let store = Store(initialState: Counter.State()) {
      Counter(start: { .publisher { [1, 2, 3].publisher } })
    }
    store.send(.start)
    #expect(store.state.received == [1, 2, 3])
  }

  @Test("E-18 a test store receives a publisher's outputs and sees it end")
  func e18TestStore() async {
    let subject = PassthroughSubject<Int, Never>()
    let store = TestStore(initialState: Counter.State()) {
      Counter(start: { .publisher { subject } })
    }
    let task = await store.send(.start)
    subject.send(7)
    await store.receive(.received(7)) { $0.received = [7] }
    subject.send(completion: .finished)
    await task.finish()
  }

  @Test("E-19 cancelling by id cancels the subscription; later outputs are dropped")
  func e19() async {
    let subject = PassthroughSubject<Int, Never>()
    let store = TestStore(initialState: Counter.State()) {
      Counter(start: { .publisher { subject }.cancellable(id: Counter.CancelID()) })
    }
    await store.send(.start)
    subject.send(1)
    await store.receive(.received(1)) { $0.received = [1] }
    await store.send(.stop)
    subject.send(2)
    await store.finish()
  }

  @Test("E-19 map transforms outputs with the dependencies in force when it was built")
  func e19Map() {
    @Dependency(\.date.now) var now
    let effect = withDependencies {
      $0.date.now = Date(timeIntervalSince1970: 42)
    } operation: {
      Effect<Int>.publisher { Just(1) }.map { _ in Int(now.timeIntervalSince1970) }
    }
    let store = Store(initialState: Counter.State()) { Counter(start: { effect }) }
    store.send(.start)
    #expect(store.state.received == [42])
  }
}

/// Starts the effect it is given and records the values it receives.
private struct Counter: Reducer {
  struct CancelID: Hashable, Sendable {}
  struct State: Equatable {
    var received: [Int] = []
  }
  enum Action: Equatable {
    case received(Int)
    case start
    case stop
  }
  let start: () -> Effect<Int>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .received(value):
      state.received.append(value)
      return .none
    case .start:
      return start().map(Action.received)
    case .stop:
      return .cancel(id: CancelID())
    }
  }
}
