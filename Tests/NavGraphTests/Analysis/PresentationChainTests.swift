import Testing

@testable import NavGraph

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
