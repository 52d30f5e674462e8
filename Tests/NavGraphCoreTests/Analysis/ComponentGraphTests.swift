import Testing

@testable import NavGraphCore

struct ComponentGraphTests {
  /// A and B reach each other and lead to C; D leads to C too; E stands alone.
  static let graph = ComponentGraph(
    nodes: ["A", "B", "C", "D", "E"],
    successors: ["A": ["B"], "B": ["A", "C"], "D": ["C"]])

  @Test func aCycleIsOneComponent() {
    let graph = Self.graph
    #expect(graph.components == [["A", "B"], ["C"], ["D"], ["E"]])
    #expect(graph.component(of: "A") == graph.component(of: "B"))
  }

  @Test func aComponentIsEnteredOnlyFromAnother() {
    let graph = Self.graph
    #expect(graph.entered(from: ["A"]) == [graph.component(of: "C")])
    #expect(graph.entered(from: ["A", "B", "D"]) == [graph.component(of: "C")])
    #expect(graph.entered(from: ["C", "E"]).isEmpty)
  }
}
