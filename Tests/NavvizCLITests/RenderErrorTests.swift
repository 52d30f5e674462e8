import Foundation
import Testing

/// Every input or usage error: one line naming the input and the problem, exit code 2, and
/// no output file (an existing one is left as it was).
@Suite("navviz render errors")
struct RenderErrorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var file: String?  // contents of the input file, written to input.json
    var arguments: [String]
    var message: String
    var environment: [String: String] = [:]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "missing file", arguments: ["missing.json"],
         message: "navviz: error: cannot read missing.json: no such file or directory"),
    Case(name: "a directory without Swift files", arguments: ["."],
         message: "navviz: error: .: no Swift files found (test folders are skipped; see --include-tests)"),
    Case(name: "a missing source folder", arguments: ["Sources"],
         message: "navviz: error: cannot read Sources: no such file or directory"),
    Case(name: "a missing Swift file", arguments: ["App.swift"],
         message: "navviz: error: cannot read App.swift: no such file or directory"),
    Case(name: "zero jobs", arguments: [".", "--jobs", "0"],
         message: "navviz: error: --jobs must be at least 1"),
    Case(name: "malformed JSON", file: "{\"schemaVersion\": 1,\n \"features\": [",
         arguments: ["input.json"],
         message: "navviz: error: input.json: malformed graph: line 2: unexpected end of file"),
    Case(name: "unknown edge kind",
         file: #"{"schemaVersion":1,"features":[{"name":"A","kind":"struct"}],"edges":[{"from":"A","to":"B","kind":"modal"}]}"#,
         arguments: ["input.json"],
         message: #"navviz: error: input.json: malformed graph: edges[0].kind: unknown edge kind "modal" (known: "presentation", "destination", "stack", "alert", "dialog", "scope", "collection")"#),
    Case(name: "edge from an unknown feature",
         file: #"{"schemaVersion":1,"features":[{"name":"A","kind":"struct"}],"edges":[{"from":"Z","to":"A","kind":"stack"}]}"#,
         arguments: ["input.json"],
         message: #"navviz: error: input.json: invalid graph: edges[0] starts at unknown feature "Z""#),
    Case(name: "unknown format", file: #"{"schemaVersion":1}"#,
         arguments: ["input.json", "--format", "gif"],
         message: "navviz: error: The value 'gif' is invalid for '--format <FORMAT>'. Please provide one of the following: svg, png, pdf, dot, mermaid, json, html"),
    Case(name: "unknown root", file: #"{"schemaVersion":1,"features":[{"name":"A","kind":"struct"}]}"#,
         arguments: ["input.json", "--root", "B"],
         message: #"navviz: error: input.json: no root named "B" (roots: none)"#),
    Case(name: "Graphviz without its plugins", file: #"{"schemaVersion":1,"features":[{"name":"A","kind":"struct"}]}"#,
         arguments: ["input.json"],
         message: "navviz: error: input.json: Graphviz: the \"dot\" layout plugin is not registered; run `dot -c` as root (or `make deps`) to write Graphviz's plugin configuration",
         environment: ["GVBINDIR": "/nonexistent-navviz"]),
  ]

  @Test("fails with one line, exit code 2 and no output file", arguments: cases)
  func failure(_ testCase: Case) throws {
    let folder = try NavvizProcess.temporaryFolder()
    if let file = testCase.file {
      try Data(file.utf8).write(to: folder.appendingPathComponent("input.json"))
    }
    let output = folder.appendingPathComponent("out.svg")
    let result = try NavvizProcess.run(
      ["render"] + testCase.arguments + ["-o", output.path], in: folder,
      environment: testCase.environment)
    #expect(result.status == 2)
    #expect(result.stderr == testCase.message + "\n")
    #expect(result.stdout.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test("a failed run leaves an existing output file untouched")
  func keepsExistingOutput() throws {
    let folder = try NavvizProcess.temporaryFolder()
    let output = folder.appendingPathComponent("out.svg")
    try Data("previous".utf8).write(to: output)
    let result = try NavvizProcess.run(["render", "missing.json", "-o", output.path], in: folder)
    #expect(result.status == 2)
    #expect(try String(contentsOf: output, encoding: .utf8) == "previous")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(leftovers == ["out.svg"])
  }

  @Test("binary formats need -o")
  func binaryNeedsOutput() throws {
    let result = try NavvizProcess.run(["render", NavvizProcess.graph("syncups"), "-f", "png"])
    #expect(result.status == 2)
    #expect(result.stderr == "navviz: error: png is a binary format: give -o FILE\n")
    #expect(result.stdout.isEmpty)
  }

  @Test("an unwritable output is an error naming it")
  func unwritable() throws {
    let result = try NavvizProcess.run(
      ["render", NavvizProcess.graph("syncups"), "-o", "/proc/navviz/out.svg"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("navviz: error: cannot write /proc/navviz/out.svg: "))
  }

  /// `-o docs/nav.md` got SVG bytes under a Markdown name; an extension that names no format
  /// is refused now, before any scanning, while a name without one still gets SVG.
  @Test("an output extension that names no format is refused")
  func unknownExtension() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let graph = NavvizProcess.graph("syncups")
    let refused = try NavvizProcess.run(["render", graph, "-o", "nav.md"], in: folder)
    #expect(refused.status == 2)
    #expect(refused.stderr == "navviz: error: cannot tell the format from nav.md: .md is none of "
      + ".svg, .png, .pdf, .dot, .mmd, .json, .html, .gv, .htm; give --format\n")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("nav.md").path))
    // --format decides; Graphviz's own .gv is DOT; no extension is SVG.
    #expect(try NavvizProcess.run(
      ["render", graph, "-o", "nav.md", "--format", "mermaid"], in: folder).status == 0)
    #expect(try NavvizProcess.run(["render", graph, "-o", "nav.gv"], in: folder).status == 0)
    #expect(try NavvizProcess.run(["render", graph, "-o", "nav"], in: folder).status == 0)
    let read = { (name: String) in
      try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
    #expect(try read("nav.md").hasPrefix("flowchart LR"))
    #expect(try read("nav.gv").hasPrefix("digraph navigation {"))
    #expect(try read("nav").contains("<svg"))
  }
}
