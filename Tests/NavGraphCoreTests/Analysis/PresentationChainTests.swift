@testable import NavGraphCore
import NavGraphTestSupport
import Testing

@Suite struct PresentationChainTests {
  @Test func theLongestChainFromTheRoot() {
    let graph = GraphBuilding.graph(["Root>A", "A>B", "B>C", "Root>D", "C!"])
    let chains = graph.deepestPresentationChains()
    #expect(chains.map(\.start) == ["Root"])
    #expect(chains.first.map { GraphBuilding.describe($0.edges) } == "Root>A>B>C")
    #expect(chains.first?.depth == 3, "alerts do not count")
  }

  @Test func scopedChildrenAreTheirParentsScreen() {
    let graph = GraphBuilding.graph(["App-Tab", "Tab>A", "A>B"])
    let chain = graph.deepestPresentationChains().first
    #expect(chain.map { GraphBuilding.describe($0.edges) } == "App-Tab>A>B")
    #expect(chain?.depth == 2)
  }

  @Test func aStackPushStartsANewChain() {
    let graph = GraphBuilding.graph(["App>A", "App=P", "P>Q", "Q>R", "R>S"])
    let chains = graph.deepestPresentationChains()
    #expect(chains.map(\.start) == ["App", "P"])
    #expect(chains.map(\.depth) == [1, 3])
  }

  @Test func cyclesEndInsteadOfLoopingForever() {
    let graph = GraphBuilding.graph(["Root>A", "A>B", "B>A"])
    #expect(graph.deepestPresentationChains().first?.depth == 2)
  }

  @Test func theSyntheticAppIsEightLevelsDeep() {
    let graph = SyntheticGraph.make(features: 2_000)
    let deepest = graph.deepestPresentationChains().map(\.depth).max()
    // Seven levels of the tree below the root, plus cross links one level down.
    #expect((7...8).contains(deepest ?? 0))
  }
}

/// The shared, copy-free view the depth rule reads.
@Suite struct DeepestPresentationChainsTests {
  @Test func readsAChainWithoutCopyingIt() throws {
    let graph = GraphBuilding.graph(["Root>A", "A-Tab", "Tab>B", "B>C", "Root>D", "C!"])
    let deepest = PresentationNesting(graph).deepestChains()
    let chain = try #require(deepest.chains.first)
    #expect(deepest.chains.map(\.start) == ["Root"])
    #expect(chain.depth == 3)
    #expect(deepest.features(of: chain) == ["Root", "A", "Tab", "B", "C"])
    #expect(GraphBuilding.describe(deepest.edges(of: chain)) == "Root>A-Tab>B>C")
  }

  @Test func firstEdgePastABudget() throws {
    let graph = GraphBuilding.graph(["Root>A", "A-Tab", "Tab>B", "B>C"])
    let deepest = PresentationNesting(graph).deepestChains()
    let chain = try #require(deepest.chains.first)
    #expect(deepest.firstEdge(of: chain, deeperThan: 0).map { "\($0.from)>\($0.to)" } == "Root>A")
    // The scope edge keeps the depth at one; the next presentation makes it two.
    #expect(deepest.firstEdge(of: chain, deeperThan: 1).map { "\($0.from)>\($0.to)" } == "Tab>B")
    #expect(deepest.firstEdge(of: chain, deeperThan: 2).map { "\($0.from)>\($0.to)" } == "B>C")
    #expect(deepest.firstEdge(of: chain, deeperThan: 3) == nil)
  }

  @Test func repeatedEdgesCountOnce() {
    let once = GraphBuilding.graph(["Root>A", "A>B", "B>A"])
    var twice = once
    twice.edges += once.edges.reversed()
    #expect(twice.deepestPresentationChains() == once.deepestPresentationChains())
    #expect(twice.presentationCycles() == once.presentationCycles())
  }
}
