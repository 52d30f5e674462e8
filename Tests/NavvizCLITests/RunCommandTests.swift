import Foundation
import Testing

@Suite("navviz run, end to end")
struct RunCommandTests {
  /// The tracing tests hold the goldens of every flow; the CLI must write the same bytes.
  static func golden(_ name: String) throws -> Data {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    return try Data(contentsOf: tests.appendingPathComponent(
      "NavGraphTracingTests/Golden/traces/\(name).json"))
  }

  @Test("lists a sample's flows")
  func list() throws {
    let result = try NavvizProcess.run(["run", "--sample", "StackExplorer", "--list"])
    #expect(result.status == 0)
    #expect(result.output.split(separator: "\n").map { $0.split(separator: " ").first ?? "" } == [
      "FLOW", "push-and-pop", "pop-to-root", "follow-links",
    ])
  }

  @Test("writes the trace of a flow, warnings counted on stderr")
  func runFlow() throws {
    let folder = try NavvizProcess.temporaryFolder()
    let trace = folder.appendingPathComponent("flow.json")
    let result = try NavvizProcess.run(
      ["run", "--sample", "Inventory", "--flow", "save-without-form", "-o", trace.path])
    #expect(result.status == 0)
    #expect(try Data(contentsOf: trace) == Self.golden("Inventory-save-without-form"))
    #expect(result.stderr == """
      navviz: warning: flow save-without-form raised 1 runtime warning(s), recorded in the trace

      """)
  }

  @Test("an unknown flow names the flows there are")
  func unknownFlow() throws {
    let result = try NavvizProcess.run(["run", "--sample", "ParentChild", "--flow", "nope"])
    #expect(result.status != 0)
    #expect(result.stderr.contains(
      #"unknown flow "nope" of ParentChild (flows: child-dismisses-itself)"#))
  }
}
