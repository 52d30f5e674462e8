import NavGraphRuntime
import Testing

@testable import NavGraphRuntimeFixtures

/// Tests of `TestStore+Overrides.swift`: `withExhaustivity` (T-41) and `withDependencies`
/// (T-42), each in its synchronous and asynchronous form.
@MainActor
struct TestStoreOverridesTests {
  struct Failure: Error {}

  @Test("T-41 the synchronous withExhaustivity returns the operation's value, then restores")
  func t41Sync() throws {
    let store = TestStore(initialState: Echo.State()) { Echo() }
    let inside = store.withExhaustivity(.off) { store.exhaustivity }
    #expect(inside == .off)
    #expect(store.exhaustivity == .on)
    #expect(throws: Failure.self) {
      try store.withExhaustivity(.off(showSkippedAssertions: true)) { throw Failure() }
    }
    #expect(store.exhaustivity == .on)
  }

  @Test("T-41 the asynchronous withExhaustivity returns the operation's value, then restores")
  func t41Async() async {
    let store = TestStore(initialState: Echo.State()) { Echo() }
    let log = await store.withExhaustivity(.off) {
      await store.send(.ping)
      await store.receive(.pong)
      return store.state.log
    }
    #expect(log == ["ping", "pong"])
    #expect(store.exhaustivity == .on)
  }

  @Test("T-42 the synchronous withDependencies returns the operation's value, then restores")
  func t42Sync() throws {
    let store = TestStore(initialState: Greeter.State()) { Greeter() }
    let text = store.withDependencies {
      $0.greeting = Greeting(text: "hey")
    } operation: {
      store.dependencies.greeting.text
    }
    #expect(text == "hey")
    #expect(store.dependencies.greeting == Greeting.testValue)
    #expect(throws: Failure.self) {
      try store.withDependencies {
        $0.greeting = Greeting(text: "hey")
      } operation: {
        throw Failure()
      }
    }
    #expect(store.dependencies.greeting == Greeting.testValue)
  }

  @Test("T-42 actions sent in withDependencies, and their effects, use the changed values")
  func t42Async() async {
    let store = TestStore(initialState: Greeter.State()) { Greeter() }
    store.dependencies.greeting = Greeting(text: "hi")
    let count = await store.withDependencies {
      $0.greeting = Greeting(text: "hey")
    } operation: {
      await store.send(.greet) { $0.log = ["reducer: hey"] }
      await store.receive(.greeted("hey")) { $0.log.append("effect: hey") }
      return store.state.log.count
    }
    #expect(count == 2)
    #expect(store.dependencies.greeting == Greeting(text: "hi"))
    await store.send(.greet) { $0.log.append("reducer: hi") }
    await store.receive(.greeted("hi")) { $0.log.append("effect: hi") }
  }
}
