import Foundation
@testable import NavGraphCore
import NavGraphTestSupport
import Testing

/// `--focus FEATURE --depth N`: the neighbourhood of one feature, both directions.
@Suite("Neighbourhood of a feature")
struct NeighbourhoodTests {
  private func names(_ graph: NavigationGraph) -> [String] { graph.features.map(\.name).sorted() }

  private func edges(_ graph: NavigationGraph) -> [String] {
    graph.edges.map { "\($0.from)->\($0.to)" }.sorted()
  }

  @Test func depthOneHasWhatPresentsItAndWhatItPresents() throws {
    let graph = try Fixtures.graph("syncups").neighbourhood(of: "SyncUpDetail")
    #expect(names(graph) == [
      "AppFeature", "AppFeature.Path", "SyncUpDetail", "SyncUpDetail.Destination", "SyncUpForm",
    ])
    // AppFeature's `meeting` leaf is two steps out; RecordMeeting is a sibling, not a neighbour.
    #expect(edges(graph) == [
      "AppFeature->SyncUpDetail", "SyncUpDetail->AlertState", "SyncUpDetail->SyncUpForm",
    ])
    #expect(graph.roots == ["AppFeature"])
  }

  @Test func depthTwoGoesOneStepFurtherBothWays() throws {
    let graph = try Fixtures.graph("syncups").neighbourhood(of: "SyncUpDetail", depth: 2)
    #expect(names(graph) == [
      "AppFeature", "AppFeature.Path", "RecordMeeting", "SyncUpDetail",
      "SyncUpDetail.Destination", "SyncUpForm", "SyncUpsList",
    ])
    #expect(edges(graph).contains("AppFeature->Meeting"))
    #expect(edges(graph).contains("SyncUpsList->SyncUpForm"))
    // RecordMeeting's alert goes via RecordMeeting.Destination, three steps out.
    #expect(!edges(graph).contains("RecordMeeting->AlertState"))
  }

  @Test func aSharedLeafDoesNotJoinFeatures() throws {
    // SyncUpDetail and RecordMeeting both show an `AlertState`: that is no path between them.
    let graph = try Fixtures.graph("syncups").neighbourhood(of: "RecordMeeting")
    #expect(!names(graph).contains("SyncUpDetail"))
    #expect(edges(graph).contains("RecordMeeting->AlertState"))
  }

  @Test func compositionIsFollowedOnlyWhenDrawn() throws {
    let graph = try Fixtures.graph("syncups")
    #expect(try names(graph.neighbourhood(of: "SyncUpsList")) == ["SyncUpForm", "SyncUpsList"])
    let composed = try graph.neighbourhood(of: "SyncUpsList", includeComposition: true)
    #expect(names(composed) == ["AppFeature", "SyncUpForm", "SyncUpsList"])
    #expect(edges(composed).contains("AppFeature->SyncUpsList"))
  }

  /// A screen switch (a `scope` edge with its case) is drawn in every picture, so the focus
  /// follows it as it follows navigation; plain composition it does not.
  @Test func aScreenSwitchIsFollowedAsNavigationIs() throws {
    let graph = NavigationGraph(
      roots: ["Launch"],
      features: [Feature(name: "Launch"), Feature(name: "SignIn"), Feature(name: "Banner")],
      edges: [
        Edge(from: "Launch", to: "SignIn", kind: .scope, field: "phase", case: "signIn"),
        Edge(from: "Launch", to: "Banner", kind: .scope, field: "banner"),
      ])
    #expect(try names(graph.neighbourhood(of: "Launch")) == ["Launch", "SignIn"])
    #expect(try names(graph.neighbourhood(of: "SignIn")) == ["Launch", "SignIn"])
  }

  @Test func focusingAnEnumReducerShowsItsOwnerAndCases() throws {
    let graph = try Fixtures.graph("syncups").neighbourhood(of: "SyncUpDetail.Destination")
    #expect(names(graph) == ["SyncUpDetail", "SyncUpDetail.Destination", "SyncUpForm"])
  }

  @Test func unknownFeatureSuggestsCloseNames() {
    let graph = (try? Fixtures.graph("syncups")) ?? NavigationGraph()
    #expect(throws: NavGraphError.unknownFeature(
      name: "SyncUpDetial", suggestions: ["SyncUpDetail"])
    ) { try graph.neighbourhood(of: "SyncUpDetial") }
    #expect(graph.featureNames(closeTo: "Destination") == [
      "RecordMeeting.Destination", "SyncUpDetail.Destination",
    ])
    #expect(graph.featureNames(closeTo: "syncupform") == ["SyncUpForm"])
    #expect(graph.featureNames(closeTo: "Zebra").isEmpty)
    let message = NavGraphError.unknownFeature(name: "X", suggestions: ["A", "B"]).description
    #expect(message == #"no feature named "X" (close names: A, B)"#)
  }

  @Test func depthBelowOneIsRefused() throws {
    let graph = try Fixtures.graph("syncups")
    #expect(throws: NavGraphError.self) { try graph.neighbourhood(of: "AppFeature", depth: 0) }
  }
}
