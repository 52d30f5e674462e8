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
  struct State: Equatable {
    var destination = PresentationState<BenchLeaf.State>(wrappedValue: nil)
  }
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

/// `navviz-bench runtime`: the figures of BENCHMARKS.md's Runtime and Tracing sections.
@MainActor
func runRuntimeBenchmarks(actions: Int = 1_000_000) async {
  print("runtime: \(actions) actions through Store (root → stack element → destination)")
  let manualNs = handWrittenNanoseconds(actions: actions)
  // Untraced and traced runs alternate (off, on, off, on, …), the same number of each, so both
  // sides of the ratio see the same machine; best and median of each are printed, and the ratio
  // of bests and of medians.
  var untraced: [Double] = []
  var traced: [(perAction: Double, finishPerAction: Double)] = []
  for _ in 0..<tracingRuns {
    untraced.append(storeNanoseconds(actions: actions, tracing: false).perAction)
    traced.append(storeNanoseconds(actions: actions, tracing: true))
  }
  let storeNs = untraced.min()!
  print(
    String(format: "  store   %8.1f ns/action (median %.1f)", storeNs, Measure.median(untraced)))
  print(String(format: "  by hand %8.1f ns/action", manualNs))
  print(String(format: "  ratio   %8.1fx", storeNs / max(manualNs, 0.001)))
  let tracedNs = traced.map(\.perAction)
  print(String(format: "  traced  %8.1f ns/action (median %.1f; trace read back: %.1f ns/action)",
    tracedNs.min()!, Measure.median(tracedNs), traced.map(\.finishPerAction).max()!))
  print(String(format: "  tracing on / off %5.2fx best, %5.2fx median (%d runs each, alternating)",
    tracedNs.min()! / storeNs, Measure.median(tracedNs) / Measure.median(untraced), tracingRuns))

  await runStackBenchmarks()
}

/// How many untraced and how many traced runs of the 1,000,000 actions `runtime` makes.
private let tracingRuns = 5

/// `navviz-bench stack [SIZE...]`: only the push + pop pairs (part of `runtime`), to profile
/// them. Sizes are measured interleaved (10, 1,000, 10,000, 10, …) so a change in the machine's
/// load hits every size alike; each figure is the best and the median of `repetitions` runs.
@MainActor
func runStackBenchmarks(sizes: [Int] = [10, 1_000, 10_000], repetitions: Int = 5) async {
  var samples: [Int: Measure.Samples] = [:]
  for _ in 0..<repetitions {
    for size in sizes {
      let run = await pushPopNanoseconds(stackSize: size, rounds: pushPopRounds)
      samples[size, default: Measure.Samples()].wall.append(run.wall)
      samples[size, default: Measure.Samples()].cpu.append(run.cpu)
    }
  }
  print(
    "  push+pop, ns per pair, \(repetitions) interleaved runs of \(pushPopRounds) pairs per size:")
  for size in sizes {
    let sample = samples[size]!
    print(
      String(
        format: "  push+pop on a stack of %6d: best %8.1f  median %8.1f  "
          + "(cpu best %8.1f  median %8.1f)",
        size, Measure.minimum(sample.wall), Measure.median(sample.wall),
        Measure.minimum(sample.cpu), Measure.median(sample.cpu)))
  }
}

/// The same state change as the store's, written as a direct mutation.
private func handWrittenNanoseconds(actions: Int) -> Double {
  let (initial, id) = benchState()
  var state = initial
  let start = DispatchTime.now().uptimeNanoseconds
  for _ in 0..<actions { state.path[id: id]?.destination.wrappedValue?.count += 1 }
  let ns = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(actions)
  precondition(state.path[id: id]?.destination.wrappedValue?.count == actions)
  return ns
}

/// ns per action through `Store`, optionally with a `TraceRecorder` attached; with tracing, also
/// the cost of turning the recording into a `Trace` (`finish()`), per action.
@MainActor
private func storeNanoseconds(
  actions: Int, tracing: Bool
) -> (perAction: Double, finishPerAction: Double) {
  let (initial, id) = benchState()
  let store = Store(initialState: initial) { BenchRoot() }
  let recorder = tracing ? TraceRecorder(reflecting: BenchRoot()) : nil
  if let recorder { store.addObserver(recorder) }
  let action = BenchRoot.Action.path(.element(id: id, action: .destination(.presented(.tap))))
  store.send(action)  // mounts the element and destination
  let start = DispatchTime.now().uptimeNanoseconds
  for _ in 0..<actions { store.send(action) }
  let ns = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(actions)
  precondition(store.state.path[id: id]?.destination.wrappedValue?.count == actions + 1)
  guard let recorder else { return (ns, 0) }
  let finishStart = DispatchTime.now().uptimeNanoseconds
  let trace = recorder.finish()
  let finishNs = Double(DispatchTime.now().uptimeNanoseconds - finishStart) / Double(actions)
  precondition(trace.steps.count == actions + 1)
  return (ns, finishNs)
}

/// A root with one stack element presenting its destination, and the element's id.
private func benchState() -> (BenchRoot.State, StackElementID) {
  var state = BenchRoot.State()
  var element = BenchElement.State()
  element.destination.wrappedValue = BenchLeaf.State()
  state.path.append(element)
  return (state, state.path.ids[0])
}

/// Pairs per run: 20,000, or `NAVVIZ_BENCH_PAIRS` (more, so a profile is mostly the timed loop
/// rather than building and tearing down the stack).
private let pushPopRounds =
  ProcessInfo.processInfo.environment["NAVVIZ_BENCH_PAIRS"].flatMap { Int($0) } ?? 20_000

/// ns per push + pop pair on a stack of `stackSize` elements, wall-clock and CPU time (every
/// thread of the process). Each push starts the element's dismiss listener and each pop cancels
/// it; the main actor is given a turn every 100 pairs so the cancelled listeners end, as they
/// would in an app, and their cost is counted. Afterwards every element is popped (untimed), so
/// no listener of this run stays registered while later runs are measured.
@MainActor
private func pushPopNanoseconds(
  stackSize: Int, rounds: Int
) async -> (wall: Double, cpu: Double) {
  var state = BenchRoot.State()
  for _ in 0..<stackSize { state.path.append(BenchElement.State()) }
  let store = Store(initialState: state) { BenchRoot() }
  store.send(.path(.popFrom(id: store.state.path.ids.last!)))  // mounts the elements
  store.send(.pushElement)
  await Task.yield()
  let cpuStart = Measure.cpuSeconds()
  let start = DispatchTime.now().uptimeNanoseconds
  for round in 1...rounds {
    store.send(.pushElement)
    store.send(.popElement)
    if round % 100 == 0 { await Task.yield() }
  }
  await Task.yield()
  let ns = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(rounds)
  let cpuNs = (Measure.cpuSeconds() - cpuStart) * 1e9 / Double(rounds)
  precondition(store.state.path.count == stackSize)
  store.send(.path(.popFrom(id: store.state.path.ids.first!)))
  await Task.yield()
  await Task.yield()
  return (ns, cpuNs)
}
