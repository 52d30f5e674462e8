import Testing

@testable import NavGraphCore

/// The spine is the composition a picture needs so that every feature hangs from an entry
/// point: the fewest `Scope`/`forEach` edges, and none that connects nothing new.
@Suite struct CompositionSpineTests {
  /// `A>B` presents, `A-B` scopes, `A*B` is a collection (`GraphBuilding`).
  static func spine(_ specs: [String], entries: [String]) -> CompositionSpine {
    CompositionSpine(GraphBuilding.graph(specs), entryPoints: entries)
  }

  static func described(_ edges: [Edge]) -> [String] {
    edges.map { GraphBuilding.describe([$0]) }
  }

  @Test func aFeatureOnlyCompositionReachesHangsFromItsChain() {
    // App scopes Tabs, which scopes Home; Home presents Detail.
    let spine = Self.spine(["App-Tabs", "Tabs-Home", "Home>Detail"], entries: ["App"])
    #expect(Self.described(spine.edges) == ["App-Tabs", "Tabs-Home"])
    #expect(spine.unconnected.isEmpty)
  }

  @Test func compositionToWhatNavigationReachesStaysHidden() {
    // Detail is presented by App; App also keeps it in a Scope: that scope connects nothing.
    let spine = Self.spine(["App>Detail", "App-Detail", "Detail*Row"], entries: ["App"])
    #expect(Self.described(spine.edges) == ["Detail*Row"])
  }

  @Test func theChainWithTheFewestCompositionEdgesWins() {
    // Settings is reached through two scopes, or through a presentation and one scope.
    let spine = Self.spine(
      ["App-Tabs", "Tabs-Settings", "App>Menu", "Menu-Settings"], entries: ["App"])
    #expect(Self.described(spine.edges) == ["App-Tabs", "Menu-Settings"])
    #expect(spine.treeEdges["Settings"]?.from == "Menu")
  }

  @Test func anEntryPointAnotherReachesHangsFromIt() {
    // A store is built for Home too (a placeholder), but the app reaches it through App.
    let spine = Self.spine(
      ["App-Home", "Home>Detail", "Widget>Detail"], entries: ["App", "Home", "Widget"])
    #expect(spine.topEntryPoints == ["App", "Widget"])
    #expect(Self.described(spine.edges) == ["App-Home"])
  }

  @Test func entryPointsThatReachEachOtherStartFromTheFirst() {
    let spine = Self.spine(["A>B", "B>A"], entries: ["B", "A"])
    #expect(spine.topEntryPoints == ["B"])
  }

  @Test func whatNoEntryPointReachesIsCountedAndJoinedToItsOwnTop() {
    let spine = Self.spine(
      ["App>Cart", "Legacy-Old", "Old>Receipt", "Extension-Cart"], entries: ["App"])
    #expect(spine.unconnected == ["Extension", "Legacy", "Old", "Receipt"])
    // The forgotten part reads as one piece; the extension is joined to the screen it shows.
    #expect(Self.described(spine.edges) == ["Extension-Cart", "Legacy-Old"])
  }

  @Test func anEnumWhoseOnlyCaseIsAnAlertIsReachedWithItsOwner() {
    var graph = GraphBuilding.graph(["App-Connect"])
    graph.features.append(Feature(name: "Connect.Destination", kind: .enum))
    graph.edges.append(
      Edge(from: "Connect", to: "AlertState", kind: .alert, field: "destination",
           via: "Connect.Destination", case: "error"))
    let spine = CompositionSpine(graph, entryPoints: ["App"])
    #expect(spine.treeEdges["Connect.Destination"]?.from == "Connect")
    #expect(spine.unconnected.isEmpty)
  }

  @Test func aScreenSwitchNavigates() {
    var graph = GraphBuilding.graph(["App-Splash", "App-Main", "Main-Home"])
    graph.edges[0].case = "splash"
    graph.edges[1].case = "main"
    #expect(graph.edges[0].isScreenSwitch && graph.edges[0].navigates)
    #expect(!graph.edges[2].isScreenSwitch && !graph.edges[2].navigates)
    let spine = CompositionSpine(graph, entryPoints: ["App"])
    #expect(Self.described(spine.edges) == ["Main-Home"])
  }
}
