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

  /// A chain goes through a recursion without going round it, and the presentations inside it
  /// do not count, whichever way the names sort: renaming the features keeps the chain
  /// (`presentation-cycle` reports the recursion itself).
  @Test func cyclesEndInsteadOfLoopingForever() {
    let graph = GraphBuilding.graph(["Root>A", "A>B", "B>A", "B>C", "C>D"])
    let chain = graph.deepestPresentationChains().first
    #expect(chain?.depth == 3)
    #expect(chain.map { GraphBuilding.describe($0.edges) } == "Root>A>B>C>D")
    let renamed = GraphBuilding.graph(["Root>Z", "Z>Y", "Y>Z", "Y>C", "C>D"])
    #expect(renamed.deepestPresentationChains().first?.depth == chain?.depth)
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

  @Test func presentationPastABudget() throws {
    let graph = GraphBuilding.graph(["Root>A", "A-Tab", "Tab>B", "B>C"])
    let deepest = PresentationNesting(graph).deepestChains()
    let chain = try #require(deepest.chains.first)
    func crossings(_ budget: Int) -> [String] {
      deepest.crossings(of: chain, deeperThan: budget).map { "\($0.edge.from)>\($0.edge.to)" }
    }
    #expect(crossings(0) == ["Root>A"])
    // The scope edge keeps the depth at one; the next presentation makes it two.
    #expect(crossings(1) == ["Tab>B"])
    #expect(crossings(2) == ["B>C"])
    #expect(crossings(3).isEmpty)
    let named = try #require(deepest.crossings(of: chain, deeperThan: 1).first)
    #expect(named.features == ["Root", "A", "Tab", "B", "C"])
  }

  /// Two chains equally deep from one start are both past the budget: naming one would pick
  /// it by its features' names, which renaming the app changes.
  @Test func equallyDeepChainsAreAllPastTheBudget() throws {
    let graph = GraphBuilding.graph(["Root>A", "Root>B", "A>C", "B>D", "A-E"])
    let deepest = PresentationNesting(graph).deepestChains()
    let chain = try #require(deepest.chains.first)
    let crossings = deepest.crossings(of: chain, deeperThan: 1)
    #expect(crossings.map { "\($0.edge.from)>\($0.edge.to)" } == ["A>C", "B>D"])
    #expect(crossings.map(\.features) == [["Root", "A", "C"], ["Root", "B", "D"]])
  }

  @Test func repeatedEdgesCountOnce() {
    let once = GraphBuilding.graph(["Root>A", "A>B", "B>A"])
    var twice = once
    twice.edges += once.edges.reversed()
    #expect(twice.deepestPresentationChains() == once.deepestPresentationChains())
    #expect(twice.presentationCycles() == once.presentationCycles())
  }
}
