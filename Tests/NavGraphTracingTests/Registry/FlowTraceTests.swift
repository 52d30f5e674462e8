import Foundation
import Inventory
import NavGraph
import ParentChild
import StackExplorer
import Testing

/// The samples' named flows, run and recorded: each trace equals a golden trace byte for byte,
/// lies on its root's reflected graph without a miss, and records runtime warnings at the step
/// that raised them. `NAVVIZ_RECORD_GOLDEN=1` rewrites the goldens (read the diff first).
@MainActor @Suite struct FlowTraceTests {
  nonisolated static let flows: [(root: NavvizRoot, flow: NavvizRoot.Flow)] =
    SampleGraphTests.roots.flatMap { root in root.flows.map { (root, $0) } }

  @Test(arguments: flows.map { "\($0.root.name)-\($0.flow.name)" })
  func flowTraceMatchesGolden(name: String) async throws {
    let (root, flow) = try #require(Self.flows.first { "\($0.root.name)-\($0.flow.name)" == name })
    let json = try await flow.run().jsonData()
    let golden = goldenURL("traces/\(name).json")
    if ProcessInfo.processInfo.environment["NAVVIZ_RECORD_GOLDEN"] != nil {
      try json.write(to: golden)
    }
    #expect(String(decoding: json, as: UTF8.self)
      == String(decoding: try Data(contentsOf: golden), as: UTF8.self))
    let match = try root.graph().match(try Trace(jsonData: json, path: name))
    #expect(match.misses.isEmpty, "\(match.misses)")
    // A second run in the same process records the same trace (ids count from 0 again).
    #expect(try await flow.run().jsonData() == json)
  }

  @Test func everySampleShipsAFlow() {
    for root in SampleGraphTests.roots { #expect(!root.flows.isEmpty, "\(root.name)") }
  }

  @Test func runtimeIssueIsRecordedAtTheStepThatRaisedIt() async throws {
    let flow = try #require(InventorySample.root.flow(named: "save-without-form"))
    let trace = await flow.run()
    let raising = try #require(trace.steps.firstIndex { !$0.issues.isEmpty })
    #expect(raising == 3)
    #expect(trace.steps.count == 5)
    #expect(trace.steps[raising].action == "destination(.presented(.addItem(.saveButtonTapped)))")
    let issue = try #require(trace.steps[raising].issues.first)
    #expect(trace.steps[raising].issues.count == 1)
    #expect(issue.message.hasPrefix(
      "An \"ifLet\" at \"Inventory/InventoryFeature.swift:82\" received a presentation action"))
    #expect(issue.location == SourceLocation(file: "Inventory/InventoryFeature.swift", line: 82, column: 11))
  }
}
