import NavGraphRuntime
import Testing

/// A dependency that is its own key, so both `.dependency(\.greeting, x)` and
/// `.dependency(Greeting(...))` apply.
struct Greeting: TestDependencyKey, Equatable, Sendable {
  var text: String
  static let testValue = Greeting(text: "hello")
}

extension DependencyValues {
  var greeting: Greeting {
    get { self[Greeting.self] }
    set { self[Greeting.self] = newValue }
  }
}

@Reducer
struct Greeter {
  struct State: Equatable {
    var log: [String] = []
  }
  enum Action: Equatable {
    case greet
    case greeted(String)
  }
  @Dependency(\.greeting) var greeting
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .greet:
        state.log.append("reducer: \(greeting.text)")
        return .run { send in await send(.greeted(greeting.text)) }
      case let .greeted(text):
        state.log.append("effect: \(text)")
        return .none
      }
    }
  }
}

/// `Greeter` scoped inside a parent: an override on the parent reaches it.
@Reducer
struct GreeterHost {
  struct State: Equatable {
    var greeter = Greeter.State()
  }
  enum Action: Equatable {
    case greeter(Greeter.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.greeter, action: \.greeter) { Greeter() }
  }
}

/// Tests of `DependencyKeyWritingReducer.swift`: `reducer.dependency(_:_:)` (F-4, F-12).
@MainActor
struct DependencyKeyWritingReducerTests {
  @Test("F-4 F-12 dependency(_:_:) is in force for the reducer and the effects it builds")
  func f4() async {
    let store = TestStore(initialState: Greeter.State()) {
      Greeter().dependency(\.greeting, Greeting(text: "bonjour"))
    }
    await store.send(.greet) { $0.log = ["reducer: bonjour"] }
    await store.receive(.greeted("bonjour")) { $0.log.append("effect: bonjour") }
  }

  @Test("F-4 an override on a parent reaches every reducer nested in it")
  func f4Nested() async {
    let store = TestStore(initialState: GreeterHost.State()) {
      GreeterHost().dependency(Greeting(text: "hallo"))
    }
    await store.send(.greeter(.greet)) { $0.greeter.log = ["reducer: hallo"] }
    await store.receive(.greeter(.greeted("hallo"))) { $0.greeter.log.append("effect: hallo") }
  }

  @Test("F-4 the override written closest to the reducer wins; transformDependency edits in place")
  func f4Order() {
    let store = Store(initialState: Greeter.State()) {
      Greeter()
        .dependency(\.greeting, Greeting(text: "inner"))
        .dependency(\.greeting, Greeting(text: "outer"))
    }
    store.send(.greet)
    #expect(store.state.log == ["reducer: inner"])

    let transformed = Store(initialState: Greeter.State()) {
      Greeter().transformDependency(\.greeting) { $0.text += ", world" }
    }
    transformed.send(.greet)
    #expect(transformed.state.log == ["reducer: hello, world"])
  }
}
