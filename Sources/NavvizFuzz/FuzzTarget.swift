import Foundation
import NavGraphCore
import NavGraphFacts
import NavGraphLint
import NavGraphRendering
import NavGraphSyntax

/// Runs one input the way `navviz render` and `navviz lint` do — written to disk and scanned
/// with a companion file on two jobs (so the parallel path runs), linted, reported, and
/// rendered to every format that needs no Graphviz — and checks what must hold for any
/// input: the file is listed, every diagnostic names a scanned file, the graph is valid and
/// survives a JSON round trip.
package struct FuzzTarget: Sendable {
  /// Where inputs are written; one folder per input, removed afterwards.
  package var workDirectory: String

  package static let inputPath = "Sources/Fuzz/Input.swift"
  static let companionPath = "Sources/Fuzz/Companion.swift"
  static let companion = """
    @Reducer struct Companion {
      @ObservableState struct State { var n = 0 }
      enum Action { case tapped }
      var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
    }
    """

  package init(workDirectory: String) {
    self.workDirectory = workDirectory
  }

  /// What a failing input broke, in words.
  package struct Failure: Error, CustomStringConvertible {
    package var description: String
  }

  /// What a run learnt about an input that passed.
  package struct Outcome: Sendable {
    package var features: Int
    package var findings: Int
    package var diagnostics: [ScanDiagnostic]
  }

  package func run(_ bytes: [UInt8], name: String = "input") throws(Failure) -> Outcome {
    let folder = workDirectory + "/" + name
    defer { try? FileManager.default.removeItem(atPath: folder) }
    do {
      try write(bytes, to: folder + "/" + Self.inputPath)
      try write(Array(Self.companion.utf8), to: folder + "/" + Self.companionPath)
    } catch {
      throw Failure(description: "could not write the input under \(folder): \(error)")
    }
    let result: ScanResult
    do throws(NavGraphError) {
      result = try SourceScanner(options: ScanOptions(jobs: 2)).scan([folder])
    } catch {
      throw Failure(description: "the scanner threw for a readable folder: \(error)")
    }
    try check(result)
    let findings = Linter().lint(LintInput(scan: result))
    let report = LintReport(
      findings: findings, fileCount: result.files.count,
      skippedFiles: result.skippedFiles)
    for kind in ReporterKind.allCases { _ = kind.reporter.render(report) }
    for format in [OutputFormat.dot, .mermaid, .json, .html] {
      do {
        _ = try format.renderer(for: NavigationGraph.self)
          .render(result.graph, options: RenderOptions())
      } catch {
        throw Failure(description: "\(format.rawValue) rendering failed: \(error)")
      }
    }
    return Outcome(
      features: result.graph.features.count, findings: findings.count,
      diagnostics: result.diagnostics)
  }

  private func check(_ result: ScanResult) throws(Failure) {
    guard result.files.contains(Self.inputPath) else {
      throw Failure(description: "the input is missing from the scanned files \(result.files)")
    }
    for diagnostic in result.diagnostics {
      guard let file = diagnostic.location?.file, result.files.contains(file) else {
        throw Failure(description: "a diagnostic names no scanned file: \(diagnostic)")
      }
    }
    let decoded: NavigationGraph
    do {
      try result.graph.validate()
      decoded = try NavigationGraph(
        jsonData: JSONRenderer().render(result.graph, options: RenderOptions()))
    } catch {
      throw Failure(description: "the graph is not valid: \(error)")
    }
    guard decoded.sorted() == result.graph.sorted() else {
      throw Failure(description: "the graph changed in a JSON round trip")
    }
  }

  private func write(_ bytes: [UInt8], to path: String) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }
}
