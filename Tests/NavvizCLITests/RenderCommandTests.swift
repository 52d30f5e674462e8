import Foundation
import Testing

@Suite("navviz render, end to end")
struct RenderCommandTests {
  @Test("renders SVG to a file and JSON to standard output")
  func success() throws {
    let folder = try NavvizProcess.temporaryFolder()
    let svg = folder.appendingPathComponent("nested dir/app.svg")
    let result = try NavvizProcess.run(["render", NavvizProcess.graph("syncups"), "-o", svg.path])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let text = try String(contentsOf: svg, encoding: .utf8)
    #expect(text.contains("<svg") && text.contains("SyncUpDetail"))

    let json = try NavvizProcess.run(["render", NavvizProcess.graph("syncups"), "-f", "json"])
    #expect(json.status == 0)
    #expect(json.output.contains(#""schemaVersion" : 1"#))
  }

  @Test("the format follows the output's extension")
  func formatFromExtension() throws {
    let folder = try NavvizProcess.temporaryFolder()
    let expected: [(String, [UInt8])] = [
      ("g.dot", Array("digraph".utf8)), ("g.mmd", Array("flowchart".utf8)),
      ("g.png", [0x89, 0x50, 0x4E, 0x47]), ("g.pdf", Array("%PDF".utf8)),
    ]
    for (name, prefix) in expected {
      let file = folder.appendingPathComponent(name)
      let result = try NavvizProcess.run(["render", NavvizProcess.graph("syncups"), "-o", file.path])
      #expect(result.status == 0)
      #expect(Array(try Data(contentsOf: file).prefix(prefix.count)) == prefix, "\(name)")
    }
  }

  @Test("merges several inputs and restricts to a root")
  func rootAndMerge() throws {
    let result = try NavvizProcess.run([
      "render", NavvizProcess.graph("syncups"), NavvizProcess.graph("stack-recursion"),
      "--root", "RootFeature", "-f", "mermaid",
    ])
    #expect(result.status == 0)
    #expect(result.output.contains("FolderFeature"))
    #expect(!result.output.contains("SyncUpDetail"))
  }

  @Test("--help documents every option")
  func help() throws {
    let result = try NavvizProcess.run(["render", "--help"])
    #expect(result.status == 0)
    for option in ["--format", "-o", "--root", "--include-composition", "--source-url-prefix",
                   "--no-legend", "svg, png, pdf, dot, mermaid, json"] {
      #expect(result.output.contains(option), "\(option)")
    }
  }
}
