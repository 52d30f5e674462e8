import Foundation
import Testing

/// `navviz trace` end to end, over the scanned samples and the sample graphs.
@Suite("navviz trace")
struct TraceCommandTests {
  static let repository = NavvizProcess.repository

  static func trace(_ name: String) -> String { "samples/traces/\(name).json" }

  func navviz(_ arguments: [String]) throws -> NavvizProcess.Result {
    try NavvizProcess.run(["trace"] + arguments, in: Self.repository)
  }

  /// The pictures themselves are the renderer's tests' (NavGraphRenderingTests, over the
  /// samples as scanned); here each format runs end to end over the scanner.
  static let flows: [(trace: String, input: String, format: String, start: String)] = [
    ("inventory-add-and-delete", "samples/Inventory", "dot", "digraph"),
    ("inventory-add-and-delete", "samples/Inventory", "mermaid", "sequenceDiagram"),
    ("inventory-save-without-form", "samples/Inventory", "json", "{"),
    ("stack-explorer-push-pop", "samples/StackExplorer", "dot", "digraph"),
  ]

  @Test("flows over the scanned samples draw in each format", arguments: flows.indices)
  func flow(index: Int) throws {
    let entry = Self.flows[index]
    let result = try navviz([Self.trace(entry.trace), entry.input, "--format", entry.format])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    #expect(result.output.hasPrefix(entry.start))
  }

  @Test("writes SVG and PNG to files; a graph JSON comes with --graph")
  func files() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["flow.svg", "flow.png"] {
      let file = folder.appendingPathComponent(name)
      let result = try navviz([
        Self.trace("syncups-edit-and-record"), "--graph", "samples/graphs/syncups.json",
        "-o", file.path,
      ])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(try Data(contentsOf: file).count > 1000)
    }
    let svg = try String(contentsOf: folder.appendingPathComponent("flow.svg"), encoding: .utf8)
    #expect(svg.contains("FINAL STATE") && svg.contains("runtime issue"))
  }

  @Test("a malformed trace fails with the file and the problem, and writes nothing")
  func malformed() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let bad = folder.appendingPathComponent("bad.json")
    try Data((#"{"schemaVersion": 1, "root": "InventoryFeature", "steps": [{"action": "tap", "#
      + #""before": [], "after": [], "events": [{"event": "opened", "#
      + #""feature": "InventoryFeature", "field": "destination"}]}]}"#).utf8).write(to: bad)
    let output = folder.appendingPathComponent("out.svg")
    let result = try navviz([bad.path, "samples/Inventory", "-o", output.path])
    #expect(result.status == 2)
    #expect(result.stderr == "navviz: error: malformed trace \(bad.path): "
      + #"steps[0].events[0].event: unknown navigation event "opened" (known: "presented", "#
      + #""dismissed", "pushed", "popped")"# + "\n")
    #expect(!FileManager.default.fileExists(atPath: output.path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["bad.json"])
  }

  @Test("a graph given as the trace gets a hint")
  func graphAsTrace() throws {
    let result = try navviz(["samples/graphs/syncups.json", "samples/Inventory"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("root: required key is missing"))
    #expect(result.stderr.contains("it looks like a navigation graph: give it with --graph"))
  }

  @Test("a trace of another app is refused; entries the graph lacks are warnings")
  func mismatch() throws {
    var result = try navviz([Self.trace("stack-explorer-push-pop"), "samples/Inventory"])
    #expect(result.status == 2)
    #expect(result.stderr == "navviz: error: \(Self.trace("stack-explorer-push-pop")): the "
      + #"trace's root "RootFeature" is not a feature of the graph (its roots: "#
      + "InventoryFeature)\n")

    // The same root in another graph: every case the flow uses exists there too.
    result = try navviz([
      Self.trace("stack-explorer-push-pop"), "--graph", "samples/graphs/stack-recursion.json",
      "--format", "json",
    ])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let trace = folder.appendingPathComponent("t.json")
    try Data((#"{"schemaVersion": 1, "root": "RootFeature", "steps": [{"action": "tap", "#
      + #""before": [], "after": [], "events": [{"event": "pushed", "feature": "RootFeature", "#
      + #""field": "path", "case": "settings", "id": 0}]}]}"#).utf8).write(to: trace)
    result = try navviz([trace.path, "samples/StackExplorer", "--format", "mermaid"])
    #expect(result.status == 0)
    #expect(result.stderr == "navviz: warning: \(trace.path): step 1 (steps[0].events[0]): "
      + "RootFeature.path .settings: no such edge in the graph (RootFeature.path leads to "
      + ".counter, .numberFact, .primeNumber)\n")
    #expect(result.output.contains("p0->>p1: pushed path .settings #35;0 (not in the graph)"))
    #expect(result.output.contains("participant p1 as .settings\n"))
  }

  @Test("usage errors exit 2")
  func usage() throws {
    #expect(try navviz([]).status == 2)
    #expect(try navviz([Self.trace("stack-explorer-push-pop")]).status == 2)
    #expect(try navviz([Self.trace("stack-explorer-push-pop"), "samples/StackExplorer",
                        "--format", "png"]).status == 2)
    #expect(try navviz(["nope.json", "samples/StackExplorer"]).stderr
      == "navviz: error: cannot read nope.json: no such file\n")
  }
}
