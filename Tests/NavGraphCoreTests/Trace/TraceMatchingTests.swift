import Foundation
@testable import NavGraphCore
import NavGraphTestSupport
import Testing

@Suite("Laying a trace onto a graph")
struct TraceMatchingTests {
  @Test("every event of the SyncUps flow travels one edge, in step order")
  func syncUps() throws {
    let match = try Fixtures.graph("syncups").match(TraceFixtures.trace("syncups-edit-and-record"))
    #expect(match.misses == [])
    let visited = match.visits.map { "\($0.step + 1) \($0.event.kind.rawValue) \($0.edge.from)."
      + "\($0.edge.field ?? "") \($0.edge.case ?? $0.edge.to) \($0.edge.kind.rawValue)" }
    #expect(visited == [
      "1 presented SyncUpsList.addSyncUp SyncUpForm presentation",
      "2 dismissed SyncUpsList.addSyncUp SyncUpForm presentation",
      "3 pushed AppFeature.path detail stack",
      "4 presented SyncUpDetail.destination edit destination",
      "5 dismissed SyncUpDetail.destination edit destination",
      "6 pushed AppFeature.path record stack",
      "7 presented RecordMeeting.destination alert alert",
      "8 dismissed RecordMeeting.destination alert alert",
      "8 popped AppFeature.path record stack",
    ])
    #expect(match.finalEdges.map(\.to) == ["SyncUpDetail"])
    #expect(match.finalNames == ["AppFeature", "AppFeature.Path", "SyncUpDetail"])
    #expect(match.visitedNames.isSuperset(of: [
      "SyncUpsList", "SyncUpForm", "SyncUpDetail", "SyncUpDetail.Destination", "RecordMeeting",
      "RecordMeeting.Destination", "AlertState"]))
    #expect(!match.visitedNames.contains("Meeting"))
    // The issue's fileID `SyncUps/App.swift:30` lies in AppFeature's body (AppFeature.Path,
    // declared above it in the same file, is an enum reducer and is skipped).
    #expect(match.issues.map(\.feature) == ["AppFeature"])
    #expect(match.issues.map(\.step) == [8])
  }

  @Test("presentation edges have no via or case: field and child name them")
  func presentationFields() throws {
    let match = try Fixtures.graph("inventory-tree").match(
      TraceFixtures.trace("inventory-tree-edit"))
    #expect(match.misses == [])
    #expect(match.visits.map(\.edge.field) == ["editItem", "editItem"])
    #expect(match.visits.map(\.edge.kind) == [.presentation, .presentation])
    #expect(match.finalEdges == [])
  }

  static let graph = NavigationGraph(
    roots: ["App"],
    features: [Feature(name: "App"), Feature(name: "App.Destination", kind: .enum),
               Feature(name: "Detail")],
    edges: [
      Edge(from: "App", to: "Detail", kind: .destination, field: "destination",
           via: "App.Destination", case: "detail"),
      Edge(from: "App", to: "AlertState", kind: .alert, field: "destination",
           via: "App.Destination", case: "alert"),
      Edge(from: "App", to: "Detail", kind: .scope, field: "pinned"),
    ])

  static func trace(_ events: [TraceEvent], issues: [RuntimeIssue] = [],
                    before: [NavigationStateNode] = []) -> Trace {
    Trace(root: "App", steps: [
      TraceStep(action: "tap", before: before, events: events, issues: issues)])
  }

  static let missCases: [(event: TraceEvent, expected: String)] = [
    (TraceEvent(.presented, feature: "Settings", field: "destination"),
     #"steps[0].events[0]: Settings.destination: the graph has no feature "Settings""#),
    (TraceEvent(.presented, feature: "App", field: "sheet"),
     #"steps[0].events[0]: App.sheet: App has no navigation field "sheet" in the graph "#
      + "(it has: destination)"),
    (TraceEvent(.presented, feature: "App", field: "destination", case: "share"),
     "steps[0].events[0]: App.destination .share: no such edge in the graph "
      + "(App.destination leads to .alert, .detail)"),
    (TraceEvent(.pushed, feature: "App", field: "destination", case: "detail", id: 0),
     "steps[0].events[0]: App.destination .detail is a stack element, but the graph's "
      + "App.destination edges are alert, destination"),
    (TraceEvent(.presented, feature: "App", field: "destination"),
     "steps[0].events[0]: App.destination matches 2 edges (.alert, .detail); name the case"),
    (TraceEvent(.presented, feature: "App", field: "pinned"),
     #"steps[0].events[0]: App.pinned: App has no navigation field "pinned" in the graph "#
      + "(it has: destination)"),
    (TraceEvent(.presented, feature: "App", field: "destination", case: "detail", to: "Other"),
     "steps[0].events[0]: App.destination .detail → Other: no such edge in the graph "
      + "(App.destination leads to .alert, .detail)"),
  ]

  @Test("what names no edge, or several, is reported with the reason",
        arguments: missCases.indices)
  func misses(index: Int) throws {
    let (event, expected) = Self.missCases[index]
    let match = try Self.graph.match(Self.trace([event]))
    #expect(match.visits == [])
    #expect(match.misses.map { "\($0.path): \($0.reason)" } == [expected])
  }

  @Test("a field with one edge needs no case")
  func onlyEdgeOfAField() throws {
    var graph = Self.graph
    graph.edges.removeAll { $0.case == "alert" }
    let match = try graph.match(Self.trace([
      TraceEvent(.presented, feature: "App", field: "destination")]))
    #expect(match.visits.map(\.edge.case) == ["detail"])
  }

  @Test("a trace of another root is refused")
  func unknownRoot() {
    #expect(throws: TraceRootNotInGraph(root: "Nope", roots: ["App"])) {
      try Self.graph.match(Trace(root: "Nope"))
    }
  }

  @Test("an issue without a known place sits on the screen in front, else on the root")
  func issuePlacement() throws {
    let detail = NavigationStateNode(
      feature: "App", field: "destination", via: "App.Destination", case: "detail")
    let issue = RuntimeIssue(
      message: "boom", location: SourceLocation(file: "Other.swift", line: 3))
    var match = try Self.graph.match(Self.trace([], issues: [issue], before: [detail]))
    #expect(match.issues.map(\.feature) == ["Detail"])
    match = try Self.graph.match(Self.trace([], issues: [issue]))
    #expect(match.issues.map(\.feature) == ["App"])
  }

  @Test("files match by whole trailing path components")
  func sameFile() {
    #expect(IssueLocator.sameFile("Sources/SyncUps/App.swift", "SyncUps/App.swift"))
    #expect(IssueLocator.sameFile("App.swift", "SyncUps/App.swift"))
    #expect(!IssueLocator.sameFile("Sources/SyncUps/App.swift", "Ups/App.swift"))
    #expect(!IssueLocator.sameFile("Sources/SyncUps/App.swift", "Other/App.swift"))
  }
}
