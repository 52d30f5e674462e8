import Foundation
import NavGraph

// Three levels: root → stack element → presented destination; every action is a state change
// that returns `.none`.
struct BenchLeaf: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action { case tap }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

struct BenchElement: Reducer {
  struct State: Equatable { var destination = PresentationState<BenchLeaf.State>(wrappedValue: nil) }
  @CasePathable
  enum Action { case destination(PresentationAction<BenchLeaf.Action>) }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.destination, action: \.destination) { BenchLeaf() }
  }
}

struct BenchRoot: Reducer {
  struct State: Equatable { var path = StackState<BenchElement.State>() }
  @CasePathable
  enum Action {
    case path(StackAction<BenchElement.State, BenchElement.Action>)
    case pushElement
    case popElement
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .pushElement: state.path.append(BenchElement.State())
      case .popElement: _ = state.path.popLast()
      case .path: break
      }
      return .none
    }
      .forEach(\.path, action: \.path) { BenchElement() }
  }
}

@MainActor
func runRuntimeBenchmarks(actions: Int = 1_000_000) {
  var initial = BenchRoot.State()
  var element = BenchElement.State()
  element.destination.wrappedValue = BenchLeaf.State()
  initial.path.append(element)
  let id = initial.path.ids[0]
  let store = Store(initialState: initial) { BenchRoot() }
  let action = BenchRoot.Action.path(.element(id: id, action: .destination(.presented(.tap))))
  store.send(action)  // mounts the element and destination
  let start = DispatchTime.now().uptimeNanoseconds
  for _ in 0..<actions { store.send(action) }
  let storeNs = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(actions)

  var manual = initial
  let manualStart = DispatchTime.now().uptimeNanoseconds
  for _ in 0..<actions { manual.path[id: id]?.destination.wrappedValue?.count += 1 }
  let manualNs = Double(DispatchTime.now().uptimeNanoseconds - manualStart) / Double(actions)
  precondition(manual.path[id: id]?.destination.wrappedValue?.count == actions)

  print("runtime: \(actions) actions through Store (root → stack element → destination)")
  print(String(format: "  store   %8.1f ns/action", storeNs))
  print(String(format: "  by hand %8.1f ns/action", manualNs))
  print(String(format: "  ratio   %8.1fx", storeNs / max(manualNs, 0.001)))

  for size in [10, 1_000] {
    var state = BenchRoot.State()
    for _ in 0..<size { state.path.append(BenchElement.State()) }
    let stackStore = Store(initialState: state) { BenchRoot() }
    stackStore.send(.path(.popFrom(id: stackStore.state.path.ids.last!)))
    let rounds = 20_000
    let pushStart = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<rounds {
      stackStore.send(.pushElement)
      stackStore.send(.popElement)
    }
    let pairNs = Double(DispatchTime.now().uptimeNanoseconds - pushStart) / Double(rounds)
    print(String(format: "  push+pop on a stack of %5d: %8.1f ns/pair", size - 1, pairNs))
  }
}
