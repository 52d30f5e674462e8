import Foundation
@testable import NavGraphCore
import NavGraphTestSupport
import Testing

/// `--exclude-feature`, and how exclusion, `--root` and `--focus` combine.
@Suite("Selecting part of a graph")
struct GraphSelectionTests {
  @Test func excludingRemovesFeaturesAndEveryEdgeTouchingThem() throws {
    let graph = try Fixtures.graph("syncups").excluding(featuresMatching: ["*.Destination"])
    #expect(graph.feature(named: "SyncUpDetail.Destination") == nil)
    #expect(graph.feature(named: "RecordMeeting.Destination") == nil)
    #expect(!graph.edges.contains { $0.via?.hasSuffix(".Destination") == true })
    #expect(graph.edges.contains { $0.via == "AppFeature.Path" })
    #expect(graph.roots == ["AppFeature"])
  }

  @Test func excludingMatchesLeavesToo() throws {
    let graph = try Fixtures.graph("syncups").excluding(featuresMatching: ["Alert*"])
    #expect(!graph.edges.contains { $0.to == "AlertState" })
    #expect(graph.features.count == 8)
  }

  @Test func hidingTheRootPromotesNothing() throws {
    let graph = try Fixtures.graph("syncups").excluding(featuresMatching: ["AppFeature*"])
    #expect(graph.roots.isEmpty)
    #expect(graph.feature(named: "SyncUpsList") != nil)
  }

  @Test func namesMatchingAPattern() throws {
    let graph = try Fixtures.graph("syncups")
    #expect(graph.names(matching: "*Meeting*") == [
      "Meeting", "RecordMeeting", "RecordMeeting.Destination",
    ])
    #expect(graph.names(matching: "Nothing*").isEmpty)
  }

  @Test func focusInsideRootAfterExclusion() throws {
    let graph = try Fixtures.graph("syncups")
    let selected = try graph.selecting(GraphSelection(
      root: "AppFeature", focus: "AppFeature", depth: 1, excludedFeatures: ["RecordMeeting"]))
    #expect(selected.feature(named: "RecordMeeting") == nil)
    #expect(selected.feature(named: "SyncUpDetail") != nil)
  }

  @Test func contradictorySelectionsSayWhy() throws {
    let graph = try Fixtures.graph("syncups")
    #expect(throws: NavGraphError.invalidSelection(
      reason: #"the focus "SyncUpForm" is hidden by --exclude-feature"#)
    ) { try graph.selecting(GraphSelection(focus: "SyncUpForm", excludedFeatures: ["*Form"])) }
    #expect(throws: NavGraphError.invalidSelection(
      reason: #"the focus "AppFeature" is not reachable from the root "SyncUpsList""#)
    ) { try graph.selecting(GraphSelection(root: "SyncUpsList", focus: "AppFeature")) }
  }
}
