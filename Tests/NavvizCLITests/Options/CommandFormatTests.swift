import Foundation
import NavGraphRendering
import Testing

/// Every command's `--format` values and the extensions of `-o` come from one table: each
/// command lists its values in `--help`, refuses a value or an extension it does not write
/// with one line and exit code 2, and reads an extension as every other command does.
@Suite("Command formats")
struct CommandFormatTests {
  static let graph = NavvizProcess.graph("syncups")
  static let traces = [
    "samples/traces/inventory-add-and-delete.json", "samples/Inventory",
  ]

  /// Each command with the inputs it needs, and the formats it writes, in `--help`'s order.
  static let commands: [(arguments: [String], formats: [String])] = [
    (["render", graph], ["svg", "png", "pdf", "dot", "mermaid", "json", "html"]),
    (["trace", "samples/traces/stack-explorer-push-pop.json", "samples/StackExplorer"],
     ["svg", "png", "pdf", "dot", "mermaid", "json", "html"]),
    (["diff", graph, graph],
     ["text", "markdown", "json", "svg", "png", "pdf", "dot", "html", "mermaid"]),
    (["coverage"] + traces, ["text", "json", "svg", "png", "pdf", "dot"]),
    (["paths", graph, "--all"], ["text", "json"]),
  ]

  static func run(_ arguments: [String], in folder: URL? = nil) throws -> NavvizProcess.Result {
    try NavvizProcess.run(arguments, in: folder ?? NavvizProcess.repository)
  }

  @Test("--help lists each command's formats")
  func help() throws {
    for (arguments, formats) in Self.commands + [(["snapshot"], ["text", "markdown", "json"])] {
      let result = try Self.run([arguments[0], "--help"])
      #expect(result.status == 0)
      // Help wraps its lines; the list reads the same once the wrapping is undone.
      let help = result.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(help.contains("(values: \(formats.joined(separator: ", ")))"), "\(arguments[0])")
    }
  }

  @Test("a value that is no format of the command is refused, naming the formats")
  func unknownValue() throws {
    for (arguments, formats) in Self.commands {
      let result = try Self.run(arguments + ["--format", "gif"])
      #expect(result.status == 2, "\(arguments[0])")
      #expect(result.output.isEmpty)
      #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
      #expect(result.stderr.hasPrefix("navviz: error: The value 'gif' is invalid for '--format"))
      for format in formats {
        #expect(result.stderr.contains(format), "\(arguments[0]): \(format)")
      }
    }
    // A format another command writes is still not this one's.
    let coverage = try Self.run(["coverage"] + Self.traces + ["--format", "mermaid"])
    #expect(coverage.status == 2)
    let snapshot = try Self.run(["snapshot", Self.graph, "--check", "x.txt", "--format", "svg"])
    #expect(snapshot.status == 2)
    #expect(snapshot.stderr.contains("text, markdown and json") || snapshot.stderr.contains(
      "'text', 'markdown' or 'json'"), "\(snapshot.stderr)")
  }

  @Test("an extension that names none of the command's formats is refused")
  func unknownExtension() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (arguments, _) in Self.commands {
      let result = try Self.run(arguments + ["-o", folder.appendingPathComponent("out.gif").path])
      #expect(result.status == 2, "\(arguments[0])")
      #expect(result.stderr.contains(".gif is none of "), "\(result.stderr)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  /// Each extension names one format for every command that writes it; `.gv` is DOT for
  /// coverage too, as it is for render and diff.
  @Test("an extension names the same format for every command")
  func extensions() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let starts: [String: String] = [
      "gv": "digraph", "dot": "digraph", "htm": "<!DOCTYPE html>", "mmd": "flowchart",
      "md": "<!-- navviz-diff -->", "json": "{", "txt": "",
    ]
    let cases: [(arguments: [String], ext: String)] = [
      (["render", Self.graph], "gv"), (["render", Self.graph], "htm"),
      (["render", Self.graph], "mmd"),
      (["diff", Self.graph, Self.graph], "gv"), (["diff", Self.graph, Self.graph], "md"),
      (["coverage"] + Self.traces, "gv"), (["coverage"] + Self.traces, "dot"),
      (["coverage"] + Self.traces, "json"),
      (["paths", Self.graph, "--all"], "json"), (["paths", Self.graph, "--all"], "txt"),
    ]
    for (arguments, ext) in cases {
      let file = folder.appendingPathComponent("\(arguments[0]).\(ext)")
      let result = try Self.run(arguments + ["-o", file.path])
      #expect(result.status == 0, "\(arguments[0]) .\(ext): \(result.stderr)")
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect(text.hasPrefix(starts[ext] ?? "?"), "\(arguments[0]) .\(ext): \(text.prefix(40))")
    }
  }

  /// Rendering names each format's usual file (`OutputFormat.fileExtension`); the command line
  /// reads that extension back as the same format.
  @Test("the renderers' extensions name their own formats", arguments: OutputFormat.allCases)
  func renderersAgree(_ format: OutputFormat) throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let named = folder.appendingPathComponent("named.\(format.fileExtension)")
    let given = folder.appendingPathComponent("given")
    #expect(try Self.run(["render", Self.graph, "-o", named.path]).status == 0)
    #expect(try Self.run(
      ["render", Self.graph, "--format", format.rawValue, "-o", given.path]).status == 0)
    // PDF carries its creation time, so binary files are compared by their signature.
    let compared = [.png, .pdf].contains(format) ? 4 : Int.max
    #expect(try Data(contentsOf: named).prefix(compared)
      == (try Data(contentsOf: given)).prefix(compared), "\(format)")
  }

  @Test("a diff picture without Graphviz fails before any work")
  func diffNeedsGraphviz() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavvizProcess.run(
      ["diff", Self.graph, Self.graph, "-o", "diff.svg"], in: folder,
      environment: ["NAVVIZ_GRAPHVIZ_LIB": "/nonexistent-navviz/libgvc.so.6"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("navviz: error: svg output needs Graphviz: "))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }
}
