@testable import NavGraphCore
import NavGraphTestSupport
import Testing

/// The generated graphs behind the benchmarks must look like real apps: valid, fully reachable
/// from the root, and shallow. A deep chain makes Graphviz's layout quadratic and the render
/// figures meaningless.
@Suite("Synthetic graphs")
struct SyntheticGraphTests {
  @Test("valid and reachable from the root", arguments: [2, 50, 500, 2_000])
  func validAndReachable(size: Int) throws {
    let graph = SyntheticGraph.make(features: size)
    try graph.validate()
    let plain = graph.features.filter { $0.kind != .enum }
    #expect(plain.count == size)
    let reachable = try graph.reachable(from: "Feature0")
    #expect(reachable.features.count == graph.features.count)
  }

  @Test("2,000 features are at most eight levels deep")
  func shallow() {
    let graph = SyntheticGraph.make(features: 2_000)
    // Breadth first over everything but the root's stack (which jumps anywhere on purpose).
    var depth = ["Feature0": 0]
    var frontier: Set<String> = ["Feature0"]
    var level = 0
    while !frontier.isEmpty {
      level += 1
      let next = Set(graph.edges
        .filter { frontier.contains($0.from) && $0.kind != .stack && depth[$0.to] == nil }
        .map(\.to))
      for name in next { depth[name] = level }
      frontier = next
    }
    #expect(depth.values.max() ?? 0 <= 7)
    #expect(depth.count == 2_001)  // every feature, and the alert leaf
  }

  @Test("the same size gives the same graph")
  func deterministic() {
    #expect(SyntheticGraph.make(features: 500) == SyntheticGraph.make(features: 500))
  }
}
