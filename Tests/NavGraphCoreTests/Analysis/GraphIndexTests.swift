import NavGraphCore
import Testing

struct GraphIndexTests {
  /// App scopes to Home; Home presents Detail through its Destination and an alert; Detail
  /// pushes back to Home; Orphan presents Detail. `Missing` is named but not declared.
  static let graph = NavigationGraph(
    roots: ["App"],
    features: ["App", "Home", "Home.Destination", "Detail", "Orphan"].map {
      Feature(name: $0, kind: .struct)
    },
    edges: [
      Edge(
        from: "Home", to: "Detail", kind: .destination, field: "destination",
        via: "Home.Destination", case: "detail"),
      Edge(from: "App", to: "Home", kind: .scope, field: "home"),
      Edge(
        from: "Home", to: "AlertState", kind: .alert, field: "destination",
        via: "Home.Destination", case: "alert"),
      Edge(from: "Detail", to: "Home", kind: .stack, field: "path"),
      Edge(from: "Orphan", to: "Detail", kind: .presentation, field: "detail"),
      Edge(from: "Detail", to: "Missing", kind: .presentation, field: "missing"),
    ])

  @Test func groupsEdgesByOwnerAndTargetInTheOrderAsked() {
    let index = GraphIndex(Self.graph)
    #expect(index.edges(from: "Home").map(\.to) == ["Detail", "AlertState"])
    #expect(index.edges(to: "Detail").map(\.from) == ["Home", "Orphan"])
    #expect(index.edges(from: "AlertState").isEmpty)
    let canonical = GraphIndex(Self.graph, edgeOrder: .canonical)
    #expect(canonical.edges(from: "Home").map(\.to) == ["AlertState", "Detail"])
    #expect(canonical.features == ["App", "Detail", "Home", "Home.Destination", "Orphan"])
  }

  @Test func walksDepthFirstTakingEachNameOnce() {
    let index = GraphIndex(Self.graph)
    #expect(
      index.walk(from: ["App"], next: \.reachedNames)
        == ["App", "Home", "AlertState", "Home.Destination", "Detail", "Missing"])
  }

  @Test func reachesOnlyThroughTheEdgesFollowed() {
    let index = GraphIndex(Self.graph)
    let navigation = index.reachable(from: ["App"]) { $0.kind.isNavigation ? [$0.to] : [] }
    #expect(navigation == ["App"])
    #expect(!index.reachable(from: ["App"], next: \.reachedNames).contains("Orphan"))
  }

  @Test func featuresStopAtLeavesAndUndeclaredNames() {
    let index = GraphIndex(Self.graph)
    #expect(index.reachableFeatures(from: ["Home"]) == ["Home", "Detail"])
    #expect(index.reachableFeatures(from: ["Orphan"]) == ["Orphan", "Detail", "Home"])
  }
}
