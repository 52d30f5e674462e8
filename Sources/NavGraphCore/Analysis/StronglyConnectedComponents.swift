/// Tarjan's strongly connected components, written without recursion so that a graph read from
/// a JSON document with a very long chain cannot overflow the stack.
///
/// Structural rules use it to find recursion (`presentation-cycle`) and orphaned groups of
/// features that only reach each other (`orphan-feature`).
enum StronglyConnectedComponents {
  /// The components of the graph, each sorted, in the order of their smallest member.
  static func of(nodes: [String], successors: [String: [String]]) -> [[String]] {
    // Numbered in name order, so number order is name order.
    let names = Set(nodes).union(successors.values.joined()).sorted()
    var number: [String: Int] = [:]
    for (index, name) in names.enumerated() { number[name] = index }
    let next = names.map { (successors[$0] ?? []).map { number[$0]! } }
    return of(nodeCount: names.count, starts: nodes.map { number[$0]! }) { next[$0] }
      .map { $0.map { names[$0] } }
  }

  /// The components reachable from `starts`, for nodes numbered `0..<nodeCount`: each sorted,
  /// in the order of their smallest member.
  static func of(
    nodeCount: Int, starts: [Int], successors: (Int) -> [Int]
  ) -> [[Int]] {
    reachedFirst(nodeCount: nodeCount, starts: starts, successors: successors)
      .sorted { $0[0] < $1[0] }
  }

  /// The components reachable from `starts`, each sorted, each after every component it
  /// reaches (the order Tarjan's algorithm finds them in): the order to work out a value that
  /// depends on what lies below.
  static func reachedFirst(
    nodeCount: Int, starts: [Int], successors: (Int) -> [Int]
  ) -> [[Int]] {
    var index = [Int?](repeating: nil, count: nodeCount)
    var lowLink = [Int](repeating: 0, count: nodeCount)
    var onStack = [Bool](repeating: false, count: nodeCount)
    var stack: [Int] = []
    var components: [[Int]] = []
    var counter = 0

    for start in starts.sorted() where index[start] == nil {
      // Each frame: a node, its successors, and how many of them it has looked at.
      var frames: [(node: Int, successors: [Int], next: Int)] = [(start, successors(start), 0)]
      index[start] = counter
      lowLink[start] = counter
      counter += 1
      stack.append(start)
      onStack[start] = true
      while let frame = frames.last {
        if frame.next < frame.successors.count {
          frames[frames.count - 1].next += 1
          let child = frame.successors[frame.next]
          if let seen = index[child] {
            if onStack[child] { lowLink[frame.node] = min(lowLink[frame.node], seen) }
          } else {
            index[child] = counter
            lowLink[child] = counter
            counter += 1
            stack.append(child)
            onStack[child] = true
            frames.append((child, successors(child), 0))
          }
          continue
        }
        frames.removeLast()
        if let parent = frames.last {
          lowLink[parent.node] = min(lowLink[parent.node], lowLink[frame.node])
        }
        if lowLink[frame.node] == index[frame.node] {
          var component: [Int] = []
          while let member = stack.popLast() {
            onStack[member] = false
            component.append(member)
            if member == frame.node { break }
          }
          components.append(component.sorted())
        }
      }
    }
    return components
  }
}
