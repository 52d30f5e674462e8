import Testing

@testable import NavGraphCore

@Suite struct OrphanTests {
  @Test func aFeatureTheEntryDoesNotReachIsReportedWithWhatOnlyItReaches() {
    let graph = GraphBuilding.graph(["App>Cart", "Legacy>Payment", "Payment>Receipt"])
    let orphans = graph.orphanedFeatures(entries: ["App"])
    #expect(orphans == [OrphanedFeature(feature: "Legacy", alsoOrphaned: ["Payment", "Receipt"])])
  }

  @Test func featuresWithoutNavigationOfTheirOwnAreNotOrphans() {
    let graph = GraphBuilding.graph(["App>Cart", "Settings-Profile"])
    #expect(graph.orphanedFeatures(entries: ["App"]).isEmpty)
  }

  @Test func aGroupThatOnlyReachesItselfIsOneOrphan() {
    let graph = GraphBuilding.graph(["App>Cart", "Album>Photo", "Photo>Album"])
    let orphans = graph.orphanedFeatures(entries: Set(graph.computedRoots()))
    #expect(orphans == [OrphanedFeature(feature: "Album", alsoOrphaned: ["Photo"])])
  }

  @Test func enumReducersBetweenAReachedOwnerAndItsChildrenAreReached() {
    var graph = GraphBuilding.graph(["App>Cart"])
    graph.features.append(Feature(name: "App.Destination", kind: .enum))
    graph.edges[0].via = "App.Destination"
    graph.edges[0].case = "cart"
    graph.edges[0].kind = .destination
    #expect(graph.orphanedFeatures(entries: ["App"]).isEmpty)
  }
}
