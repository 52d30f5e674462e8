import NavGraphRuntime
import Testing

/// Tests of `BindingAction.swift` and `BindingReducer.swift` (B-1…B-4).
@MainActor
struct BindingReducerTests {
  @Test("B-1 B-4 a binding action writes its field; the feature's reducer sees it written")
  func b1() async {
    let store = TestStore(initialState: Settings.State()) { Settings() }
    await store.send(.binding(.set(\.name, "Blob"))) {
      $0.name = "Blob"
      $0.log = ["name is Blob"]
    }
  }

  @Test("B-2 binding actions are equal when they write the same field with the same value")
  func b2() {
    typealias Binding = BindingAction<Settings.State>
    #expect(Binding.set(\.name, "a") == .set(\.name, "a"))
    #expect(Binding.set(\.name, "a") != .set(\.name, "b"))
    #expect(Binding.set(\.name, "a") != .set(\.nickname, "a"))
  }

  @Test("B-3 B-4 \\.binding.field matches what Action.set(\\.field, value) sends")
  func b3() async {
    let store = TestStore(initialState: Settings.State()) { Settings() }
    await store.send(.reset)
    await store.receive(\.binding.name, "") {
      $0.log = ["name is "]
    }
    #expect(Settings.Action.set(\.name, "x").binding == .set(\.name, "x"))
    #expect(Settings.Action.reset.binding == nil)
  }
}

@Reducer
private struct Settings {
  struct State: Equatable {
    var name = ""
    var nickname = ""
    var log: [String] = []
  }
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case reset
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(let binding) where binding.keyPath == \State.name:
        state.log.append("name is \(state.name)")
        return .none
      case .binding:
        return .none
      case .reset:
        return .send(.set(\.name, ""))
      }
    }
  }
}
