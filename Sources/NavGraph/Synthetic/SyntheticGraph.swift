/// Navigation-like graphs of any size, always the same for the same size: for benchmarks
/// and scale tests.
///
/// The shape follows real apps: one root with a stack `Path`; every feature owns a
/// `Destination` enum with two to four cases that present later features (a tree of
/// destinations), some of them alerts; every tenth feature also has a plain optional child.
public enum SyntheticGraph {
  public static func make(features count: Int) -> NavigationGraph {
    precondition(count >= 2)
    var random = SplitMix64(seed: UInt64(count))
    var graph = NavigationGraph(roots: ["Feature0"])
    let names = (0..<count).map { "Feature\($0)" }
    for (index, name) in names.enumerated() {
      let module = "Module\(index / 50)"
      let file = "Sources/\(module)/\(name).swift"
      graph.features.append(Feature(
        name: name, module: module, location: SourceLocation(file: file, line: 3)))
      let destination = "\(name).Destination"
      let later = (index + 1)..<count
      guard !later.isEmpty else { continue }
      graph.features.append(Feature(
        name: destination, kind: .enum, module: module,
        location: SourceLocation(file: file, line: 20)))
      let cases = 2 + Int(random.next() % 3)
      for number in 0..<cases {
        let line = 21 + number
        if number == cases - 1 && random.next() % 3 == 0 {
          graph.edges.append(Edge(
            from: name, to: "AlertState", kind: .alert, field: "destination", via: destination,
            case: "alert", location: SourceLocation(file: file, line: line)))
          continue
        }
        // Mostly nearby features, sometimes far ones: deep trees with cross links.
        let span = UInt64(min(later.count, number == 0 ? 3 : 40))
        let target = names[later.lowerBound + Int(random.next() % span)]
        graph.edges.append(Edge(
          from: name, to: target, kind: .destination, field: "destination", via: destination,
          case: "child\(number)", location: SourceLocation(file: file, line: line)))
      }
      if index % 10 == 5, let child = later.last.map({ names[$0] }) {
        graph.edges.append(Edge(
          from: name, to: child, kind: .presentation, field: "sheet",
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
}

/// A small, fast, seedable generator, so synthetic graphs never depend on the platform's
/// random numbers.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
