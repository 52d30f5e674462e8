import Foundation
import Testing

/// navviz with Graphviz out of reach (the loader pointed at a library that does not exist):
/// everything that draws nothing works as before, byte for byte; a drawing command fails at
/// once, with one line saying what to install, exit code 2, and no file.
@Suite("navviz without Graphviz")
struct GraphvizUnavailableTests {
  static let missing = ["NAVVIZ_GRAPHVIZ_LIB": "/nonexistent-navviz/libgvc.so.6"]
  static let broken = NavvizProcess.repository.appendingPathComponent("samples/Broken").path

  @Test("lint, rules, paths, json and mermaid print what they print with Graphviz")
  func nonDrawingCommands() throws {
    let commands: [[String]] = [
      ["lint", Self.broken],
      ["lint", Self.broken, "--reporter", "sarif"],
      ["rules"],
      ["paths", NavvizProcess.graph("syncups"), "--all"],
      ["render", Self.broken, "--format", "json"],
      ["render", Self.broken, "--format", "mermaid"],
      ["render", "--sample", "Inventory", "--format", "mermaid"],
    ]
    for arguments in commands {
      let with = try NavvizProcess.run(arguments)
      let without = try NavvizProcess.run(arguments, environment: Self.missing)
      #expect(without.status == with.status, "\(arguments)")
      #expect(without.stdout == with.stdout, "\(arguments): output differs without Graphviz")
      #expect(without.stderr == with.stderr, "\(arguments)")
      #expect(!with.stdout.isEmpty, "\(arguments)")
    }
  }

  @Test("a drawing command fails before any work, naming what to install", arguments: [
    ["render", "SOURCES", "-o", "out.svg"],
    ["render", "SOURCES", "--format", "dot", "-o", "out.gv"],
    ["render", "SOURCES", "--format", "html", "-o", "out.html"],
    ["render", "SOURCES", "-o", "out.png"],
    ["docs", "SOURCES", "-o", "docs"],
  ])
  func drawingFails(_ template: [String]) throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = template.map { $0 == "SOURCES" ? Self.broken : $0 }
    let result = try NavvizProcess.run(arguments, in: folder, environment: Self.missing)
    #expect(result.status == 2)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(result.stderr)")
    let line = String(lines.first ?? "")
    #expect(line.hasPrefix("navviz: error: "), "\(line)")
    #expect(line.contains(
      "needs Graphviz: NAVVIZ_GRAPHVIZ_LIB names /nonexistent-navviz/libgvc.so.6"))
    #expect(line.contains("apt-get install graphviz") || line.contains("brew install graphviz"))
    #expect(result.stdout.isEmpty)
    // Nothing written: no file, no folder, no temporary file left behind.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  /// Without the variable the usual places are searched; where Graphviz is installed (as
  /// `make deps` does) drawing works, and the same variable naming the real library works too.
  @Test("the variable names the library to load")
  func variableNamesTheLibrary() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let found = try NavvizProcess.run(["render", NavvizProcess.graph("syncups"), "-f", "dot"])
    #expect(found.status == 0, "\(found.stderr)")
    for name in ["libgvc.so.6", "libgvc.dylib", "/opt/homebrew/lib/libgvc.dylib"] {
      let named = try NavvizProcess.run(
        ["render", NavvizProcess.graph("syncups"), "-f", "dot"],
        environment: ["NAVVIZ_GRAPHVIZ_LIB": name])
      guard named.status == 0 else { continue }
      #expect(named.stdout == found.stdout)
      return
    }
    Issue.record("no libgvc found under the names tried")
  }

  @Test("docs --no-pictures writes the pages without Graphviz")
  func docsWithoutPictures() throws {
    let workspace = try DocsWorkspace(samples: ["Inventory"])
    defer { workspace.remove() }
    let result = try workspace.docs(
      ["-o", "docs", "--no-pictures"], samples: ["Inventory"], environment: Self.missing)
    #expect(result.status == 0, "\(result.stderr)")
    let files = workspace.files(under: "docs")
    #expect(files.contains("index.md") && files.contains("features/InventoryFeature.md"))
    #expect(!files.contains { $0.hasSuffix(".svg") })
    let index = try String(contentsOf: workspace.url("docs/index.md"), encoding: .utf8)
    #expect(index.contains("```mermaid\nflowchart LR"))
    #expect(!index.contains(".svg"))
    let page = try String(
      contentsOf: workspace.url("docs/features/InventoryFeature.md"), encoding: .utf8)
    #expect(!page.contains(".svg"))
  }
}
