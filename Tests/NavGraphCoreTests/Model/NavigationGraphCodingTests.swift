import Foundation
@testable import NavGraphCore
import NavGraphTestSupport
import Testing

@Suite("navgraph-v1 JSON")
struct NavigationGraphCodingTests {
  @Test("writing what was read gives the same bytes", arguments: Fixtures.graphNames)
  func roundTrip(name: String) throws {
    let once = try Fixtures.graph(name).jsonData()
    let twice = try NavigationGraph(jsonData: once).jsonData()
    #expect(once == twice)
  }

  @Test("output does not depend on the order the graph was built in")
  func orderIndependent() throws {
    let graph = try Fixtures.graph("syncups")
    var shuffled = graph
    shuffled.features.reverse()
    shuffled.edges.reverse()
    shuffled.roots.reverse()
    #expect(try shuffled.jsonData() == graph.jsonData())
  }

  @Test("every field of the schema survives a round trip")
  func fieldsSurvive() throws {
    let graph = try Fixtures.graph("syncups")
    let decoded = try NavigationGraph(jsonData: graph.jsonData())
    let edge = try #require(decoded.edges.first { $0.case == "edit" })
    #expect(edge == Edge(
      from: "SyncUpDetail", to: "SyncUpForm", kind: .destination, field: "destination",
      via: "SyncUpDetail.Destination", case: "edit", style: .sheet,
      location: SourceLocation(file: "Sources/SyncUps/SyncUpDetail.swift", line: 17)))
    let feature = try #require(decoded.feature(named: "SyncUpDetail"))
    #expect(feature.module == "SyncUps")
    #expect(feature.location == SourceLocation(file: "Sources/SyncUps/SyncUpDetail.swift", line: 12))
  }

  @Test("an unknown edge kind names where it is and what is accepted")
  func unknownKind() {
    let json = #"{"schemaVersion":1,"features":[{"name":"A","kind":"struct"}],"#
      + #""edges":[{"from":"A","to":"B","kind":"modal"}]}"#
    #expect(throws: NavGraphError.malformedGraph(reason: """
      edges[0].kind: unknown edge kind "modal" (known: "presentation", "destination", \
      "stack", "alert", "dialog", "scope", "collection")
      """)) {
      try NavigationGraph(jsonData: Data(json.utf8))
    }
  }

  @Test("invalid JSON says the line and column")
  func invalidJSON() {
    let json = "{\"schemaVersion\": 1,\n  \"features\": [tru]}"
    // Foundation reports "around" the offending character: the line is exact.
    #expect {
      try NavigationGraph(jsonData: Data(json.utf8))
    } throws: { error in
      guard case .malformedGraph(let reason) = error as? NavGraphError else { return false }
      return reason.hasPrefix("line 2, column ") && reason.hasSuffix(": invalid value")
    }
  }

  @Test("a missing key and a wrong type are named by their path")
  func missingKey() {
    #expect(throws: NavGraphError.malformedGraph(reason: "features[0].name: required key is missing")) {
      try NavigationGraph(jsonData: Data(#"{"schemaVersion":1,"features":[{"kind":"struct"}]}"#.utf8))
    }
    #expect(throws: NavGraphError.malformedGraph(reason: "edges: expected an array")) {
      try NavigationGraph(jsonData: Data(#"{"schemaVersion":1,"edges":3}"#.utf8))
    }
  }

  @Test("another schema version is refused")
  func schemaVersion() {
    #expect(throws: NavGraphError.malformedGraph(
      reason: "schemaVersion: unsupported schemaVersion 2 (this navviz reads 1)")) {
      try NavigationGraph(jsonData: Data(#"{"schemaVersion":2}"#.utf8))
    }
  }
}

@Suite("Graph validation")
struct NavigationGraphValidationTests {
  @Test("an edge from an unknown feature")
  func unknownFrom() {
    let graph = NavigationGraph(
      features: [Feature(name: "A")], edges: [Edge(from: "Z", to: "A", kind: .stack)])
    #expect(throws: NavGraphError.invalidGraph(reason: "edges[0] starts at unknown feature \"Z\"")) {
      try graph.validate()
    }
  }

  @Test("a feature listed twice")
  func duplicate() {
    let graph = NavigationGraph(features: [Feature(name: "A"), Feature(name: "A")])
    #expect(throws: NavGraphError.invalidGraph(reason: "features[1]: feature \"A\" is listed twice")) {
      try graph.validate()
    }
  }

  @Test("edges to leaves that are not features are fine")
  func leaves() throws {
    try Fixtures.graph("syncups").validate()
  }

  @Test("reachable(from:) keeps what a root reaches, through enum reducers")
  func reachable() throws {
    let graph = try Fixtures.graph("syncups").reachable(from: "SyncUpsList")
    #expect(graph.features.map(\.name).sorted() == ["SyncUpForm", "SyncUpsList"])
    #expect(throws: NavGraphError.unknownRoot(name: "Nope", roots: ["AppFeature"])) {
      try Fixtures.graph("syncups").reachable(from: "Nope")
    }
  }
}
