/// Tarjan's strongly connected components, written without recursion so that a graph read from
/// a JSON document with a very long chain cannot overflow the stack.
///
/// Structural rules use it to find recursion (`presentation-cycle`) and orphaned groups of
/// features that only reach each other (`orphan-feature`).
enum StronglyConnectedComponents {
  /// The components of the graph, each sorted, in the order of their smallest member.
  static func of(nodes: [String], successors: [String: [String]]) -> [[String]] {
    var index: [String: Int] = [:]
    var lowLink: [String: Int] = [:]
    var onStack: Set<String> = []
    var stack: [String] = []
    var components: [[String]] = []
    var counter = 0

    for start in nodes.sorted() where index[start] == nil {
      // Each frame: a node and how many of its successors it has looked at.
      var frames: [(node: String, next: Int)] = [(start, 0)]
      index[start] = counter
      lowLink[start] = counter
      counter += 1
      stack.append(start)
      onStack.insert(start)
      while let frame = frames.last {
        let next = successors[frame.node] ?? []
        if frame.next < next.count {
          frames[frames.count - 1].next += 1
          let child = next[frame.next]
          if index[child] == nil {
            index[child] = counter
            lowLink[child] = counter
            counter += 1
            stack.append(child)
            onStack.insert(child)
            frames.append((child, 0))
          } else if onStack.contains(child) {
            lowLink[frame.node] = min(lowLink[frame.node]!, index[child]!)
          }
          continue
        }
        frames.removeLast()
        if let parent = frames.last {
          lowLink[parent.node] = min(lowLink[parent.node]!, lowLink[frame.node]!)
        }
        if lowLink[frame.node] == index[frame.node] {
          var component: [String] = []
          while let member = stack.popLast() {
            onStack.remove(member)
            component.append(member)
            if member == frame.node { break }
          }
          components.append(component.sorted())
        }
      }
    }
    return components.sorted { $0[0] < $1[0] }
  }
}
