import Testing

@testable import NavGraphCore

@Suite struct PresentationCycleTests {
  @Test func aTwoFeatureCycleStartsAtItsSmallestFeature() {
    let graph = GraphBuilding.graph(["Root>Movie", "Movie>Actor", "Actor>Movie"])
    let cycles = graph.presentationCycles()
    #expect(cycles.map { GraphBuilding.describe($0.edges) } == ["Actor>Movie>Actor"])
    #expect(cycles.first?.features == ["Actor", "Movie"])
  }

  @Test func stackRecursionIsNotACycle() {
    let graph = GraphBuilding.graph(["App=Movie", "Movie=Actor", "Actor=Movie", "Movie>Actor"])
    #expect(graph.presentationCycles().isEmpty)
  }

  @Test func aCycleThroughAStackPushIsNotReported() {
    // Movie presents Actor, Actor pushes Movie: going deeper appends to a stack.
    let graph = GraphBuilding.graph(["Movie>Actor", "Actor=Movie"])
    #expect(graph.presentationCycles().isEmpty)
  }

  @Test func compositionCarriesACycleButCannotMakeOne() {
    // A list of rows that lists itself is not navigation ...
    #expect(GraphBuilding.graph(["Nested*Nested"]).presentationCycles().isEmpty)
    // ... but a row that presents its own list is.
    let graph = GraphBuilding.graph(["List*Row", "Row>List"])
    #expect(graph.presentationCycles().map { GraphBuilding.describe($0.edges) }
      == ["Row>List*Row"])
  }

  @Test func selfPresentationIsACycle() {
    let graph = GraphBuilding.graph(["Folder>Folder"])
    #expect(graph.presentationCycles().map { GraphBuilding.describe($0.edges) }
      == ["Folder>Folder"])
  }

  @Test func interlockedCyclesAreOneFindingWithTheShortestCycle() {
    let graph = GraphBuilding.graph(["A>B", "B>C", "C>A", "B>A"])
    let cycles = graph.presentationCycles()
    #expect(cycles.count == 1)
    #expect(cycles.first.map { GraphBuilding.describe($0.edges) } == "A>B>A")
    #expect(cycles.first?.features == ["A", "B", "C"])
  }

  @Test func aLongChainDoesNotOverflowTheStack() {
    let names = (0..<20_000).map { "F\($0)" }
    let specs = zip(names, names.dropFirst()).map { "\($0)>\($1)" } + ["F19999>F0"]
    let cycles = GraphBuilding.graph(specs).presentationCycles()
    #expect(cycles.count == 1)
    #expect(cycles.first?.edges.count == 20_000)
  }
}
