import NavGraph

/// `navviz-bench sends N`: N actions through an untraced `Store` (the runtime benchmark's tree),
/// and nothing else. Wall times of two builds differ by the machine's mood; the instructions of
/// the same sends do not (scripts/send-counts.sh counts them under cachegrind).
@MainActor
func runSends(_ count: Int) {
  var state = BenchRoot.State()
  var element = BenchElement.State()
  element.destination.wrappedValue = BenchLeaf.State()
  state.path.append(element)
  let id = state.path.ids.last!
  let store = Store(initialState: state) { BenchRoot() }
  let action = BenchRoot.Action.path(.element(id: id, action: .destination(.presented(.tap))))
  for _ in 0..<count { store.send(action) }
  precondition(store.state.path[id: id]?.destination.wrappedValue?.count == count)
  print("sent \(count) actions")
}
