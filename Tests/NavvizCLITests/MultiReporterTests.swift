import Foundation
import Testing

/// `--reporter NAME:FILE`, repeated: one scan, several reports, each equal to what a run with
/// that reporter alone prints.
@Suite("navviz lint with several reporters")
struct MultiReporterTests {
  static let repository = NavvizProcess.repository

  @Test func eachFileEqualsTheSingleReporterOutput() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sarif = folder.appendingPathComponent("out/navviz.sarif")
    let junit = folder.appendingPathComponent("out/navviz.xml")
    let json = folder.appendingPathComponent("json/report.json")
    let result = try NavvizProcess.run(
      ["lint", "samples/Broken", "--reporter", "text", "--reporter", "sarif:\(sarif.path)",
       "--reporter", "junit:\(junit.path)", "--reporter", "json:\(json.path)"],
      in: Self.repository)
    #expect(result.status == 1, "errors in samples/Broken still fail the run")
    #expect(result.stderr == "")
    let single = { (name: String) in
      try NavvizProcess.run(["lint", "samples/Broken", "--reporter", name], in: Self.repository)
        .output
    }
    #expect(result.output == (try single("text")))
    #expect(try String(contentsOf: sarif, encoding: .utf8) == (try single("sarif")))
    #expect(try String(contentsOf: junit, encoding: .utf8) == (try single("junit")))
    #expect(try String(contentsOf: json, encoding: .utf8) == (try single("json")))
    // Atomic writes leave nothing but the reports.
    let names = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("out").path).sorted()
    #expect(names == ["navviz.sarif", "navviz.xml"])
  }

  @Test func dashOGoesToTheReporterWithoutAFile() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = folder.appendingPathComponent("lint.txt")
    let github = folder.appendingPathComponent("lint.github")
    let result = try NavvizProcess.run(
      ["lint", "samples/Broken", "--reporter", "github:\(github.path)", "--reporter", "text",
       "-o", text.path],
      in: Self.repository)
    #expect(result.output == "")
    let alone = try NavvizProcess.run(["lint", "samples/Broken"], in: Self.repository)
    #expect(try String(contentsOf: text, encoding: .utf8) == alone.output)
    #expect(try String(contentsOf: github, encoding: .utf8).hasPrefix("::warning file="))
  }

  @Test(arguments: [
    (["--reporter", "xml"], "--reporter xml: unknown reporter \"xml\" (known: text, json, sarif"),
    (["--reporter", "sarif:"], "--reporter sarif:: give a file after the colon"),
    (["--reporter", "text", "--reporter", "json"],
     "--reporter: text, json would all write to standard output"),
    (["--reporter", "json:a.json", "--reporter", "sarif:a.json"],
     "--reporter: a.json is named by two reporters"),
    (["--reporter", "json:a.json", "-o", "b.txt"],
     "-o b.txt: every --reporter already names its file"),
  ])
  func badSpecsFailBeforeAnyWork(arguments: [String], message: String) throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // The input does not exist: the reporter error must come first, before any scanning.
    let result = try NavvizProcess.run(["lint", "no/such/input"] + arguments, in: folder)
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
  }

  @Test func sarifOfAGraphWithoutSourcePositionsPointsAtTheDocument() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Thirty-one destination cases and no file or line anywhere: destination-case-budget
    // reports a finding without a location.
    let features = ["{\"name\": \"App\", \"kind\": \"struct\"}",
                    "{\"name\": \"App.Destination\", \"kind\": \"enum\"}"]
      + (0..<31).map { "{\"name\": \"S\($0)\", \"kind\": \"struct\"}" }
    let edges = (0..<31).map {
      "{\"from\": \"App\", \"to\": \"S\($0)\", \"kind\": \"destination\", "
        + "\"field\": \"destination\", \"via\": \"App.Destination\", \"case\": \"s\($0)\"}"
    }
    let json = "{\"schemaVersion\": 1, \"roots\": [\"App\"], \"features\": ["
      + features.joined(separator: ", ") + "], \"edges\": [" + edges.joined(separator: ", ")
      + "], \"findings\": []}"
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("graphs"), withIntermediateDirectories: true)
    try Data(json.utf8).write(to: folder.appendingPathComponent("graphs/app.json"))
    let result = try NavvizProcess.run(
      ["lint", folder.appendingPathComponent("graphs/app.json").path, "--reporter", "sarif"],
      in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.output.contains("\"ruleId\" : \"destination-case-budget\""))
    let compact = result.output.filter { !$0.isWhitespace }
    #expect(compact.contains(#""artifactLocation":{"uri":"graphs/app.json","#
      + #""uriBaseId":"%SRCROOT%"},"region":{"startLine":1}"#),
            "\(result.output)")
  }
}
