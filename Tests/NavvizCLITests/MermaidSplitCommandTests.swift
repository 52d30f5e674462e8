import Foundation
import NavGraphSyntaxTestSupport
import Testing

/// `navviz render --format mermaid` on a generated app too large for one GitHub diagram.
@Suite("navviz render mermaid, split")
struct MermaidSplitCommandTests {
  @Test func aGenerated300FeatureAppSplitsAndSaysSo() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // 86 generated files hold 302 features (reducers and their Destination/Path enums).
    try SyntheticCorpus.write(to: folder.appendingPathComponent("App").path, files: 86)
    let json = try NavvizProcess.run(["render", "App", "--format", "json"], in: folder)
    let features = json.output.components(separatedBy: "\"kind\" : \"struct\"").count - 1
      + json.output.components(separatedBy: "\"kind\" : \"enum\"").count - 1
    #expect(features >= 300)

    // Every feature: by default an app this big is drawn as an overview, which fits.
    let result = try NavvizProcess.run(
      ["render", "App", "--format", "mermaid", "--level", "feature", "-o", "out/app.md"],
      in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.hasPrefix(
      "navviz: note: this navigation graph is too large for one Mermaid diagram ("))
    let text = try String(
      contentsOf: folder.appendingPathComponent("out/app.md"), encoding: .utf8)
    #expect(text.hasPrefix("<!-- navviz: this navigation graph is too large"))
    let blocks = text.components(separatedBy: "```mermaid\n").dropFirst()
    #expect(blocks.count >= 2)
    #expect(result.stderr.contains("split into \(blocks.count) diagrams"))
    for block in blocks {
      let diagram = block[..<block.range(of: "```")!.lowerBound]
      #expect(diagram.hasPrefix("flowchart LR\n"))
      #expect(diagram.utf16.count <= 50_000)
      let links = diagram.split(separator: "\n").filter {
        !$0.hasPrefix("  linkStyle") && ($0.contains(" --> ") || $0.contains(" ==> ")
          || $0.contains(" -.-> ") || $0.contains(" -->|") || $0.contains(" ==>|")
          || $0.contains(" -.->|"))
      }
      #expect(links.count <= 500)
    }
    // The same input always gives the same bytes.
    let again = try NavvizProcess.run(
      ["render", "App", "--format", "mermaid", "--level", "feature"], in: folder)
    #expect(again.output == text)
  }

  @Test func aSmallGraphStaysOnePlainDiagramWithoutANote() throws {
    let result = try NavvizProcess.run(
      ["render", "samples/graphs/syncups.json", "--format", "mermaid"],
      in: NavvizProcess.repository)
    #expect(result.stderr == "")
    #expect(result.output.hasPrefix("flowchart LR\n"))
  }
}
