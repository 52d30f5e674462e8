import NavGraph

/// `navviz-bench sends N [traced]`: N actions through a `Store` (the runtime benchmark's tree),
/// untraced or with a `TraceRecorder` attached, and nothing else. Wall times of two builds differ
/// by the machine's mood unless many short runs alternate (scripts/send-times.sh); the
/// instructions of the same sends do not (scripts/send-counts.sh counts them under cachegrind).
@MainActor
func runSends(_ count: Int, traced: Bool) {
  var state = BenchRoot.State()
  var element = BenchElement.State()
  element.destination.wrappedValue = BenchLeaf.State()
  state.path.append(element)
  let id = state.path.ids.last!
  let store = Store(initialState: state) { BenchRoot() }
  let recorder = traced ? TraceRecorder(reflecting: BenchRoot()) : nil
  if let recorder { store.addObserver(recorder) }
  let action = BenchRoot.Action.path(.element(id: id, action: .destination(.presented(.tap))))
  for _ in 0..<count { store.send(action) }
  precondition(store.state.path[id: id]?.destination.wrappedValue?.count == count)
  if let recorder { precondition(recorder.finish().steps.count == count) }
  print("sent \(count) actions\(traced ? ", traced" : "")")
}
