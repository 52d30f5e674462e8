import Foundation
import NavGraphCore
import NavGraphTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// SIGINT (Ctrl-C) or SIGTERM (a CI job cancelled) while navviz works: it exits with
/// 128 + the signal, writes no output file, leaves no temporary file, and an output file that
/// was already there keeps its old bytes. The real executable is signalled; the tests wait for
/// it to say it has reached the moment under test rather than sleeping.
@Suite("Interrupted runs")
struct InterruptTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var signal: Int32
    var status: Int32
    var previousOutput: Bool
    var testDescription: String {
      "\(signal == SIGINT ? "SIGINT" : "SIGTERM"), "
        + (previousOutput ? "over an existing file" : "no file before")
    }
  }

  static let cases = [SIGINT, SIGTERM].flatMap { signal in
    [false, true].map { Case(signal: signal, status: 128 + signal, previousOutput: $0) }
  }

  /// During layout of a large graph (seconds of Graphviz work), before any output exists.
  @Test(arguments: cases)
  func whileRendering(_ testCase: Case) throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let graph = folder.appendingPathComponent("large.json")
    try SyntheticGraph.make(features: 1_500).jsonData().write(to: graph)
    let output = try OutputFolder(in: folder, previous: testCase.previousOutput)

    let navviz = try RunningNavviz(
      ["render", graph.path, "--verbose", "-o", output.target.path], in: folder)
    #expect(navviz.waitForError(containing: "navviz: rendering"), "\(navviz.errorText)")
    navviz.send(testCase.signal)
    #expect(navviz.waitForExit() == testCase.status, "\(navviz.errorText)")
    try output.expectUntouched()
  }

  /// After the whole output is in the temporary file and before it is renamed into place: the
  /// temporary file must go too.
  @Test(arguments: cases)
  func betweenWritingAndRenaming(_ testCase: Case) throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try OutputFolder(in: folder, previous: testCase.previousOutput)

    let navviz = try RunningNavviz(
      ["render", NavvizProcess.graph("syncups"), "-o", output.target.path], in: folder,
      environment: ["NAVVIZ_TEST_PAUSE_BEFORE_RENAME": "120"])
    #expect(navviz.waitForError(containing: "before renaming"), "\(navviz.errorText)")
    // The window is real: the complete output sits in a hidden temporary file beside the target.
    let entries = try output.entries()
    let temporary = entries.filter { $0.hasPrefix(".app.svg.navviz-") }
    #expect(temporary.count == 1, "\(entries)")
    if let name = temporary.first {
      let bytes = try String(contentsOf: output.folder.appendingPathComponent(name), encoding: .utf8)
      #expect(bytes.hasSuffix("</svg>\n"))
    }
    navviz.send(testCase.signal)
    #expect(navviz.waitForExit() == testCase.status, "\(navviz.errorText)")
    try output.expectUntouched()
  }

  /// The same window without a signal: the file is renamed into place and nothing is left.
  @Test func anUninterruptedPauseStillWritesTheFile() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try OutputFolder(in: folder, previous: true)
    let result = try NavvizProcess.run(
      ["render", NavvizProcess.graph("syncups"), "-o", output.target.path], in: folder,
      environment: ["NAVVIZ_TEST_PAUSE_BEFORE_RENAME": "0.2"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try output.entries() == ["app.svg"])
    #expect(try String(contentsOf: output.target, encoding: .utf8).hasSuffix("</svg>\n"))
  }

  /// Replacing a file keeps its permissions, as Foundation's atomic write did.
  @Test func aReplacedFileKeepsItsPermissions() throws {
    let folder = try NavvizProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("app.dot")
    try Data("previous".utf8).write(to: target)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target.path)
    let result = try NavvizProcess.run(
      ["render", NavvizProcess.graph("syncups"), "-o", target.path], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let permissions = try FileManager.default.attributesOfItem(atPath: target.path)[
      .posixPermissions] as? Int
    #expect(permissions == 0o640)
    #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("digraph"))
  }
}

/// The folder an interrupted run writes into, and what it held before.
private struct OutputFolder {
  static let previousBytes = Data("the previous picture\n".utf8)

  var folder: URL
  var target: URL { folder.appendingPathComponent("app.svg") }
  var previous: Bool

  init(in parent: URL, previous: Bool) throws {
    folder = parent.appendingPathComponent("out")
    self.previous = previous
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    if previous { try Self.previousBytes.write(to: target) }
  }

  /// Every entry, hidden ones included.
  func entries() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  /// No output file (or the old one, byte for byte) and no temporary file.
  func expectUntouched() throws {
    #expect(try entries() == (previous ? ["app.svg"] : []))
    if previous { #expect(try Data(contentsOf: target) == Self.previousBytes) }
  }
}
