/// A graph's strongly connected components (`StronglyConnectedComponents`) and the edges
/// between them, which form a graph without cycles: where "does anything else reach this?" is
/// one walk, however the features inside each component reach each other.
struct ComponentGraph {
  /// The components, each sorted, in the order of their smallest member.
  let components: [[String]]
  private let componentOf: [String: Int]
  private let successors: [String: [String]]

  init(nodes: [String], successors: [String: [String]]) {
    components = StronglyConnectedComponents.of(nodes: nodes, successors: successors)
    var componentOf: [String: Int] = [:]
    for (number, component) in components.enumerated() {
      for name in component { componentOf[name] = number }
    }
    self.componentOf = componentOf
    self.successors = successors
  }

  /// The number of the component `name` is in.
  func component(of name: String) -> Int { componentOf[name]! }

  /// The components an edge leaving the component of one of `names` leads into, and all they
  /// reach: one walk from the components right after theirs. A component of `names` is among
  /// them only when another one reaches it.
  func entered(from names: some Sequence<String>) -> Set<Int> {
    var entered = Set<Int>()
    var queue: [Int] = []
    for start in Set(names.map(component(of:))).sorted() {
      for name in components[start] {
        for next in successors[name] ?? [] where componentOf[next]! != start {
          if entered.insert(componentOf[next]!).inserted { queue.append(componentOf[next]!) }
        }
      }
    }
    while let number = queue.popLast() {
      for name in components[number] {
        for next in successors[name] ?? [] where entered.insert(componentOf[next]!).inserted {
          queue.append(componentOf[next]!)
        }
      }
    }
    return entered
  }
}
