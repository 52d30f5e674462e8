import Foundation
import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// Stamps its state with `@Dependency(\.date.now)`, in the reducer and in an effect.
@Reducer
struct Stamper {
  struct State: Equatable {
    var stamps: [Date] = []
  }
  enum Action: Equatable {
    case stamp
    case stamped(Date)
  }
  @Dependency(\.date.now) var now
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .stamp:
        state.stamps.append(now)
        return .send(.stamped(now))
      case let .stamped(date):
        state.stamps.append(date)
        return .none
      }
    }
  }
}

/// Tests of `TestStore+Assertion.swift`: how assertion closures run — with the store's
/// dependencies (T-40), and with `XCTModify` insisting on a change only when the store is
/// exhaustive (T-39).
@MainActor
struct TestStoreAssertionTests {
  @available(*, deprecated, message: "XCTModify is deprecated in CasePaths, as TCA users see it")
  @Test("T-39 in a non-exhaustive store an XCTModify that changes nothing does not fail")
  func t39NonExhaustive() async {
    let store = TestStore(initialState: DestinationHost.State()) { DestinationHost() }
    store.exhaustivity = .off
    await store.send(.showChild(id: 1))
    await store.send(.destination(.presented(.child(.increment)))) {
      // Applied to the actual state, where the count is already 1: nothing changes.
      XCTModify(&$0.destination, case: \.child) { $0.count = 1 }
    }
    store.assert {
      XCTModify(&$0.destination, case: \.child) { _ in }
    }
  }

  @available(*, deprecated, message: "XCTModify is deprecated in CasePaths, as TCA users see it")
  @Test("T-39 in an exhaustive store an XCTModify that changes nothing fails")
  func t39Exhaustive() async {
    let store = TestStore(initialState: DestinationHost.State()) { DestinationHost() }
    await store.send(.showChild(id: 1)) { $0.destination = .child(Child.State(id: 1)) }
    await store.send(.destination(.presented(.child(.increment)))) {
      XCTModify(&$0.destination, case: \.child) { $0.count = 1 }
      $0.log = ["parent saw increment"]
    }
    withKnownIssue {
      store.assert {
        XCTModify(&$0.destination, case: \.child) { _ in }
      }
    } matching: {
      $0.description.contains("value to be modified but it was unchanged.")
    }
  }

  @Test("T-40 send, receive and assert closures read the store's dependencies")
  func t40() async {
    let then = Date(timeIntervalSince1970: 1_000)
    let store = TestStore(initialState: Stamper.State()) {
      Stamper()
    } withDependencies: {
      $0.date.now = then
    }
    await store.send(.stamp) {
      @Dependency(\.date.now) var now
      $0.stamps = [now]
    }
    await store.receive(.stamped(then)) {
      @Dependency(\.date.now) var now
      $0.stamps.append(now)
    }
    store.assert {
      @Dependency(\.date.now) var now
      $0.stamps = [now, now]
    }
  }

  @Test("T-40 T-3 a dependency changed between steps is the one the next closure reads")
  func t40Changed() async {
    let store = TestStore(initialState: Stamper.State()) {
      Stamper()
    } withDependencies: {
      $0.date.now = Date(timeIntervalSince1970: 1_000)
    }
    let later = Date(timeIntervalSince1970: 2_000)
    store.dependencies.date.now = later
    await store.send(.stamp) {
      @Dependency(\.date.now) var now
      $0.stamps = [now]
    }
    await store.receive(.stamped(later)) { $0.stamps = [later, later] }
  }
}
