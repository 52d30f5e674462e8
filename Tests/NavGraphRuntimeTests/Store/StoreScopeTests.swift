import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// `ChildHost` inside one more level, for scoping a scoped store.
@Reducer
struct HostHost {
  struct State: Equatable {
    var host = ChildHost.State()
  }
  enum Action: Equatable {
    case host(ChildHost.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(\.host, action: \.host) { ChildHost() }
  }
}

/// Tests of `Store+Scope.swift` and `ScopedCore.swift`: stores of a child's domain (F-17).
@MainActor
struct StoreScopeTests {
  @Test("F-17 store.scope(\\.child, action: \\.child) reads the parent's state and sends to it")
  func f17() {
    let store = Store(initialState: ChildHost.State()) { ChildHost() }
    let child = store.scope(\.child, action: \.child)
    child.send(.increment)
    #expect(child.state.count == 1)
    #expect(store.state.child.count == 1)
    // Read anew: what the parent store reduces is what the child store sees.
    store.send(.child(.increment))
    #expect(child.withState(\.count) == 2)
  }

  @Test("F-17 store.scope(state:action:), the labelled spelling, is the same store")
  func f17Labelled() {
    let store = Store(initialState: ChildHost.State()) { ChildHost() }
    let child = store.scope(state: \.child, action: \.child)
    child.send(.increment)
    #expect(store.state.child.count == 1)
  }

  @Test("F-17 a scoped store scopes further, down to the root's state")
  func f17Nested() {
    let store = Store(initialState: HostHost.State()) { HostHost() }
    let child = store.scope(\.host, action: \.host).scope(\.child, action: \.child)
    child.send(.increment)
    #expect(store.state.host.child.count == 1)
    #expect(child.state.count == 1)
  }
}
