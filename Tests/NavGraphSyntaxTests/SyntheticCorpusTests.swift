import Foundation
import NavGraphCore
import NavGraphSyntax
import NavGraphSyntaxTestSupport
import Testing

/// The generated corpus is what the benchmarks measure: it must be deterministic and scan to
/// the graph its generator intends.
@Suite struct SyntheticCorpusTests {
  @Test func sameArgumentsGiveTheSameText() {
    #expect(SyntheticCorpus.file(7, of: 40).text == SyntheticCorpus.file(7, of: 40).text)
    #expect(SyntheticCorpus.file(7, of: 40).path == "Sources/Module7/Feature7.swift")
  }

  @Test func filesAreAboutAHundredLines() {
    let lines = (0..<8).map { index in
      SyntheticCorpus.file(index, of: 8).text.split(separator: "\n", omittingEmptySubsequences: false).count
    }
    #expect(lines.allSatisfy { (90...130).contains($0) }, "\(lines)")
  }

  @Test func scansToTheIntendedGraph() throws {
    var sources: [String: String] = [:]
    for index in 0..<8 {
      let file = SyntheticCorpus.file(index, of: 8)
      sources[file.path] = file.text
    }
    let result = SourceScanner().scan(sources: sources)
    #expect(throws: Never.self) { try result.graph.validate() }
    // Modern feature 0: detail, edit, alert destinations; item and info stack cases; rows.
    let edges = result.graph.edges.filter { $0.from == "Feature0" }.map(MarkedSources.describe)
    #expect(edges.sorted() == [
      "Feature0 AlertState alert destination Feature0.Destination alert alert",
      "Feature0 Feature1 destination destination Feature0.Destination detail sheet",
      "Feature0 Feature2 destination destination Feature0.Destination edit popover",
      "Feature0 Feature5 stack path Feature0.Path item navigationStack",
      "Feature0 ItemInfo0 stack path Feature0.Path info navigationStack",
      "Feature0 Row0 collection rows - - -",
    ])
    // Legacy feature 3: hand-written destination and a plain optional child.
    let legacy = result.graph.edges.filter { $0.from == "Feature3" }.map(MarkedSources.describe)
    #expect(legacy.sorted() == [
      "Feature3 AlertState alert destination Feature3.Destination alert alert",
      "Feature3 Feature6 destination destination Feature3.Destination addItem sheet",
      "Feature3 Feature7 presentation child - - -",
    ])
    let effects = result.facts.feature(named: "Feature0")?.effects ?? []
    #expect(effects.first?.sendAfterDismiss == nil)
  }

  /// The benchmark's floor of a one-job scan: every file read, checked, parsed and collected,
  /// as a scan does before resolving.
  @Test func summarizingAloneTakesEveryFileAScanTakes() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("navviz-summarize-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    _ = try SyntheticCorpus.write(to: directory, files: 8)
    let scanner = SourceScanner(options: ScanOptions(jobs: 1))
    #expect(try scanner.summarizeOnly([directory]) == 8)
    #expect(try scanner.scan([directory]).files.count == 8)
    #expect(throws: NavGraphError.self) { try scanner.summarizeOnly([directory + "/missing"]) }
  }
}
