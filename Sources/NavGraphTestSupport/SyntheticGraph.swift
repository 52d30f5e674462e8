import NavGraphCore

/// Navigation-like graphs of any size, always the same for the same size: for benchmarks
/// and scale tests.
///
/// The shape follows real apps, which are wide and shallow: one root with a stack `Path`;
/// features form a tree in which each presents up to three children through its `Destination`
/// enum (so 2,000 features are eight levels deep), some destinations are alerts, a few cases
/// link across to another feature one level down, and every tenth feature also presents a
/// plain optional child as a sheet.
package enum SyntheticGraph {
  /// How many features each feature presents in the tree.
  static let branching = 3

  package static func make(features count: Int) -> NavigationGraph {
    precondition(count >= 2)
    var random = SplitMix64(seed: UInt64(count))
    var graph = NavigationGraph(roots: ["Feature0"])
    let names = (0..<count).map { "Feature\($0)" }
    for (index, name) in names.enumerated() {
      let module = "Module\(index / 50)"
      let file = "Sources/\(module)/\(name).swift"
      graph.features.append(Feature(
        name: name, module: module, location: SourceLocation(file: file, line: 3)))
      let children = childIndices(of: index, count: count)
      guard !children.isEmpty else { continue }
      let destination = "\(name).Destination"
      graph.features.append(Feature(
        name: destination, kind: .enum, module: module,
        location: SourceLocation(file: file, line: 20)))
      var line = 21
      for (number, child) in children.enumerated() {
        graph.edges.append(Edge(
          from: name, to: names[child], kind: .destination, field: "destination",
          via: destination, case: "child\(number)",
          location: SourceLocation(file: file, line: line)))
        line += 1
      }
      // One extra case in two of three enums: an alert, or a link across the level below.
      switch random.next() % 3 {
      case 0:
        graph.edges.append(Edge(
          from: name, to: PromptKind.alert.stateTypeName, kind: .alert, field: "destination",
          via: destination, case: "alert", location: SourceLocation(file: file, line: line)))
      case 1:
        let level = levelRange(below: index, count: count)
        let target = level.lowerBound + Int(random.next() % UInt64(level.count))
        graph.edges.append(Edge(
          from: name, to: names[target], kind: .destination, field: "destination",
          via: destination, case: "link", location: SourceLocation(file: file, line: line)))
      default:
        break
      }
      if index % 10 == 5, let last = children.last {
        graph.edges.append(Edge(
          from: name, to: names[last], kind: .presentation, field: "sheet",
          location: SourceLocation(file: file, line: 8)))
      }
    }
    graph.features.append(Feature(
      name: "Feature0.Path", kind: .enum, module: "Module0",
      location: SourceLocation(file: "Sources/Module0/Feature0.swift", line: 30)))
    for number in 0..<min(6, count - 1) {
      let target = names[1 + Int(random.next() % UInt64(count - 1))]
      graph.edges.append(Edge(
        from: "Feature0", to: target, kind: .stack, field: "path", via: "Feature0.Path",
        case: "screen\(number)",
        location: SourceLocation(file: "Sources/Module0/Feature0.swift", line: 31 + number)))
    }
    return graph
  }

  /// The tree is stored like a heap: feature `i` presents features `3i + 1 ... 3i + 3`.
  static func childIndices(of index: Int, count: Int) -> [Int] {
    let first = branching * index + 1
    return first < count ? Array(first..<min(first + branching, count)) : []
  }

  /// The features one level below `index`'s level (never empty when `index` has children).
  static func levelRange(below index: Int, count: Int) -> Range<Int> {
    var start = 0
    var width = 1
    while start + width <= index {
      start += width
      width *= branching
    }
    let next = start + width
    return next..<min(next + width * branching, count)
  }
}
