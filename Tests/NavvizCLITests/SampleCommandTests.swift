import Foundation
import Testing

@Suite("navviz samples and --sample, end to end")
struct SampleCommandTests {
  @Test("lists the registered samples with their sizes")
  func list() throws {
    let result = try NavvizProcess.run(["samples"])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("SAMPLE") == true)
    #expect(lines.dropFirst().map { $0.split(separator: " ").prefix(3).joined(separator: " ") } == [
      "Inventory 3 4", "ParentChild 2 1", "StackExplorer 5 3",
    ])
    let names = try NavvizProcess.run(["samples", "--names"])
    #expect(names.output == "Inventory\nParentChild\nStackExplorer\n")
  }

  @Test("renders a sample discovered by reflection")
  func render() throws {
    let json = try NavvizProcess.run(["render", "--sample", "StackExplorer", "-f", "json"])
    #expect(json.status == 0)
    #expect(json.output.contains(#""via" : "RootFeature.Path""#))
    #expect(json.output.contains(#""file" : "StackExplorer/RootFeature.swift""#))

    let folder = try NavvizProcess.temporaryFolder()
    let svg = folder.appendingPathComponent("inventory.svg")
    let result = try NavvizProcess.run(["render", "--sample", "Inventory", "-o", svg.path])
    #expect(result.status == 0)
    let text = try String(contentsOf: svg, encoding: .utf8)
    #expect(text.contains("ItemFormFeature") && text.contains("addItem"))
  }

  @Test("lints a sample")
  func lint() throws {
    let result = try NavvizProcess.run(["lint", "--sample", "Inventory"])
    #expect(result.status == 0, "\(result.stderr)")
  }

  @Test("an unknown sample names the registered ones, and writes nothing")
  func unknown() throws {
    let folder = try NavvizProcess.temporaryFolder()
    let out = folder.appendingPathComponent("x.svg")
    let result = try NavvizProcess.run(["render", "--sample", "Nope", "-o", out.path])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "navviz: error: unknown sample \"Nope\" (registered: Inventory, ParentChild, StackExplorer; see `navviz samples`)\n"
    )
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }
}
