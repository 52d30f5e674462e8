import Foundation
@testable import NavGraphCore
import NavGraphTestSupport
import Testing

@Suite("trace-v1 documents")
struct TraceCodingTests {
  @Test("every sample trace reads, and writes back byte-identically",
        arguments: TraceFixtures.names)
  func roundTrip(name: String) throws {
    let trace = try TraceFixtures.trace(name)
    let canonical = try trace.jsonData()
    let again = try Trace(jsonData: canonical, path: name)
    #expect(again == trace)
    #expect(try again.jsonData() == canonical)
  }

  @Test("the canonical form: sorted keys, order of steps and events kept, empty children left out")
  func canonicalGolden() throws {
    try Golden.check(
      TraceFixtures.trace("stack-explorer-push-pop").jsonData(), "trace-stack-explorer.json")
  }

  @Test("what the sample trace holds")
  func contents() throws {
    let trace = try TraceFixtures.trace("syncups-edit-and-record")
    #expect(trace.root == "AppFeature")
    #expect(trace.steps.count == 9)
    let step4 = trace.steps[3]
    #expect(step4.after.first?.id == 0)
    #expect(step4.after.first?.children.first?.case == "edit")
    #expect(step4.events == [TraceEvent(
      .presented, feature: "SyncUpDetail", field: "destination",
      via: "SyncUpDetail.Destination", case: "edit", to: "SyncUpForm")])
    #expect(trace.steps[7].events.map(\.kind) == [.dismissed, .popped])
    #expect(trace.steps[7].effects == TraceEffects(started: 0, cancelled: 1))
    #expect(trace.steps[8].issues.first?.location
      == SourceLocation(file: "SyncUps/App.swift", line: 30))
    #expect(trace.finalState.map(\.case) == ["detail"])
  }

  static let bad: [(json: String, reason: String)] = [
    (#"{"schemaVersion": 1, "root": "A", "steps": [}"#,
     "malformed trace bad.json: line 1, column 45: "),
    (#"{"schemaVersion": 2, "root": "A", "steps": []}"#,
     "malformed trace bad.json: schemaVersion: unsupported schemaVersion 2 (this navviz reads 1)"),
    (#"{"schemaVersion": 1, "steps": []}"#,
     "malformed trace bad.json: root: required key is missing"),
    (#"{"schemaVersion": 1, "root": "A", "steps": [{"action": "x", "before": [], "after": []}]}"#,
     "malformed trace bad.json: steps[0].events: required key is missing"),
    (#"{"schemaVersion": 1, "root": "A", "steps": [{"action": "x", "before": [], "after": [], "#
      + #""events": [{"event": "pushd", "feature": "A", "field": "path"}]}]}"#,
     #"malformed trace bad.json: steps[0].events[0].event: unknown navigation event "pushd" "#
      + #"(known: "presented", "dismissed", "pushed", "popped")"#),
    (#"{"schemaVersion": 1, "root": "A", "steps": [{"action": "x", "before": [], "after": [], "#
      + #""events": [{"event": "pushed", "feature": "A", "field": "path", "case": "c"}]}]}"#,
     "malformed trace bad.json: steps[0].events[0]: "
      + #"a pushed event needs the stack element's "id""#),
    (#"{"schemaVersion": 1, "root": "A", "steps": [{"action": "x", "before": [], "#
      + #""after": [{"feature": "A", "field": "f", "id": "zero"}], "events": []}]}"#,
     "malformed trace bad.json: steps[0].after[0].id: expected an integer"),
    (#"{"schemaVersion": 1, "root": "A", "steps": [{"action": "x", "before": [], "#
      + #""after": [{"feature": "A", "field": "f", "children": [{"feature": "", "field": "g"}]}], "#
      + #""events": []}]}"#,
     "malformed trace bad.json: steps[0].after[0].children[0].feature: empty feature name"),
  ]

  @Test("a malformed trace is refused with the file, the JSON path and the problem",
        arguments: bad.indices)
  func malformed(index: Int) {
    let (json, reason) = Self.bad[index]
    #expect {
      try TraceFixtures.decode(json)
    } throws: { error in
      guard case .malformedTrace(let path, _) = error as? NavGraphError, path == "bad.json" else {
        return false
      }
      return (error as! NavGraphError).description.hasPrefix(reason)
    }
  }

  @Test("a missing file is a read error naming it")
  func missingFile() {
    let error = NavGraphError.fileNotReadable(path: "/nonexistent/t.json", reason: "no such file")
    #expect(throws: error) {
      try Trace(contentsOf: "/nonexistent/t.json")
    }
  }
}
