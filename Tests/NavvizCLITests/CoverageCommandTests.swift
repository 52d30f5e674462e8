import Foundation
import Testing

/// `navviz coverage` end to end over the scanned samples and their hand-written traces.
@Suite("navviz coverage")
struct CoverageCommandTests {
  static let inventoryTraces = [
    "samples/traces/inventory-add-and-delete.json",
    "samples/traces/inventory-save-without-form.json",
  ]

  func navviz(_ arguments: [String]) throws -> NavvizProcess.Result {
    try NavvizProcess.run(["coverage"] + arguments, in: NavvizProcess.repository)
  }

  /// samples/Inventory has 4 navigation edges (Destination: addItem, detailItem, editItem,
  /// alert); the two traces visit addItem, detailItem and alert: 3 of 4.
  @Test("Inventory: 3 of 4 edges, as text and JSON")
  func inventory() throws {
    let text = try navviz(Self.inventoryTraces + ["samples/Inventory"])
    #expect(text.status == 0, "\(text.stderr)")
    #expect(text.stderr == "")
    // The whole report is the renderer's tests' golden (NavGraphRenderingTests).
    #expect(text.output.hasSuffix(
      "navviz coverage: 3 of 4 (75.0%) navigation edges visited by 2 traces\n"))
    let json = try navviz(Self.inventoryTraces + ["samples/Inventory", "--format", "json"])
    #expect(json.status == 0)
    #expect(json.output.contains(#""visited" : true"#))
  }

  /// samples/StackExplorer's Path has counter, numberFact and primeNumber; the flow pushes
  /// the first two: 2 of 3, 66.6% (rounded down).
  @Test("an output extension that names no coverage format is refused")
  func unknownExtension() throws {
    let result = try navviz(Self.inventoryTraces + ["samples/Inventory", "-o", "/tmp/cov.html"])
    #expect(result.status == 2)
    #expect(result.stderr == "navviz: error: cannot tell the format from /tmp/cov.html: .html "
      + "is none of .txt, .json, .svg, .png, .pdf, .dot, .gv; give --format\n")
  }

  @Test("StackExplorer: 2 of 3 edges")
  func stackExplorer() throws {
    let result = try navviz([
      "samples/traces/stack-explorer-push-pop.json", "samples/StackExplorer",
    ])
    #expect(result.status == 0)
    #expect(result.output.hasSuffix(
      "navviz coverage: 2 of 3 (66.6%) navigation edges visited by 1 trace\n"))
  }

  @Test("--min fails the run below the threshold, after writing the report")
  func minimum() throws {
    var result = try navviz(Self.inventoryTraces + ["samples/Inventory", "--min", "80"])
    #expect(result.status == 1)
    #expect(result.output.contains("3 of 4 (75.0%)"))
    #expect(result.stderr == "navviz: error: navigation coverage 75.0% is below --min 80% "
      + "(3 of 4 navigation edges visited)\n")
    result = try navviz(Self.inventoryTraces + ["samples/Inventory", "--min", "75"])
    #expect(result.status == 0)
    result = try navviz(Self.inventoryTraces + ["samples/Inventory", "--min", "75.5"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("below --min 75.5%"))
    result = try navviz(Self.inventoryTraces + ["samples/Inventory", "--min", "120"])
    #expect(result.status == 2)
  }

  @Test("--traces DIR reads every trace in it; SVG marks the unvisited edge")
  func directoryAndPicture() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let traces = folder.appendingPathComponent("traces")
    try FileManager.default.createDirectory(at: traces, withIntermediateDirectories: true)
    for path in Self.inventoryTraces {
      let source = NavvizProcess.repository.appendingPathComponent(path)
      try FileManager.default.copyItem(
        at: source, to: traces.appendingPathComponent(source.lastPathComponent))
    }
    try Data("not a trace".utf8).write(to: traces.appendingPathComponent("notes.txt"))
    let svg = folder.appendingPathComponent("coverage.svg")
    let result = try navviz(["--traces", traces.path, "samples/Inventory", "-o", svg.path])
    #expect(result.status == 0, "\(result.stderr)")
    let text = try String(contentsOf: svg, encoding: .utf8)
    #expect(text.contains("Navigation coverage: 3 of 4 edges (75.0%) by 2 traces"))
    #expect(text.contains("✗ not visited"))
    let same = try navviz(Self.inventoryTraces + ["samples/Inventory"])
    let fromDirectory = try navviz(["--traces", traces.path, "samples/Inventory"])
    #expect(same.output.hasSuffix(fromDirectory.output.split(separator: "\n").last! + "\n"))
  }

  @Test("a malformed trace fails with its name and writes no report")
  func malformed() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let bad = folder.appendingPathComponent("bad.json")
    try Data(#"{"schemaVersion": 1, "root": "InventoryFeature", "steps": [{"action": 3}]}"#.utf8)
      .write(to: bad)
    let report = folder.appendingPathComponent("report.txt")
    let result = try navviz([
      Self.inventoryTraces[0], bad.path, "samples/Inventory", "-o", report.path,
    ])
    #expect(result.status == 2)
    #expect(result.stderr == "navviz: error: malformed trace \(bad.path): steps[0].action: "
      + "expected a string\n")
    #expect(!FileManager.default.fileExists(atPath: report.path))
  }

  @Test("usage errors exit 2")
  func usage() throws {
    var result = try navviz(["samples/Inventory"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("give at least one TRACE.json (or --traces DIR)"))
    result = try navviz(Self.inventoryTraces)
    #expect(result.status == 2)
    #expect(result.stderr.contains("give the graph: Swift sources, or --graph FILE"))
    result = try navviz(Self.inventoryTraces + ["samples/Inventory", "--format", "png"])
    #expect(result.status == 2)
    result = try navviz(["--traces", "does/not/exist", "samples/Inventory"])
    #expect(result.status == 2)
    #expect(result.stderr
      == "navviz: error: cannot read does/not/exist: not a readable directory\n")
  }
}
