import Foundation
import NavGraphSyntax
import NavGraphSyntaxTestSupport

/// `navviz-bench scan`: a full scan of the generated 2,000-file corpus on all cores and on one,
/// against reading and `Parser.parse` alone on one thread, in the same run.
///
/// The variants run interleaved — one of each per round, `rounds` rounds — so a burst of load
/// from another process falls on every variant alike rather than on whichever ran then; each
/// line gives the best (the least disturbed) and the median of its rounds, and each ratio is
/// given for both. Bare parsing on all cores is printed as the ceiling: what the cores give
/// to parsing alone, which no scan on them can beat. Returns false when a variant failed.
func runScanBenchmarks(files: Int = 2_000, rounds: Int = 7) -> Bool {
  var succeeded = false
  CorpusRun.run("scan", files: files, rounds: rounds) { corpus in
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let rows = corpus.interleaved([
      ("Parser.parse alone, 1 thread", { "\(BareParse.parseAll(under: corpus.path)) files" }),
      ("Parser.parse alone, all cores (\(cores) threads; the ceiling)", {
        "\(BareParse.parseAll(under: corpus.path, threads: cores)) files"
      }),
      ("scan, jobs=1", { try scanSummary(corpus.path, jobs: 1) }),
      ("read + check + parse + collect, jobs=1 (no resolution, no output: the floor of jobs=1)", {
        "\(try SourceScanner(options: ScanOptions(jobs: 1)).summarizeOnly([corpus.path])) files"
      }),
      ("scan, all cores (jobs=\(cores))", { try scanSummary(corpus.path, jobs: nil) }),
      ("`navviz render DIR --format json`, all cores", {
        try runNavviz(["render", corpus.path, "--format", "json"])
      }),
    ])
    let (bare, single, collection, all, command) = (rows[0], rows[2], rows[3], rows[4], rows[5])
    print("  scan jobs=1 / bare parse: " + CorpusRun.ratios(single, bare) + " (aim: <= 1.50)")
    print("  collection alone, jobs=1 / bare parse: " + CorpusRun.ratios(collection, bare))
    print("  scan all cores / bare parse: " + CorpusRun.ratios(all, bare) + " (aim: < 1.00)")
    print("  navviz render --format json / bare parse: " + CorpusRun.ratios(command, bare)
      + " (aim: < 1.00)")
    succeeded = !rows.contains { $0 == nil }
  }
  return succeeded
}

/// Why a benchmark variant has no figure.
private struct VariantFailure: Error, CustomStringConvertible {
  let description: String
}

/// Runs the `navviz` built beside this benchmark (`make bench` builds both), as a user would.
private func runNavviz(_ arguments: [String]) throws -> String {
  let executable = URL(fileURLWithPath: CommandLine.arguments[0])
    .deletingLastPathComponent().appendingPathComponent("navviz")
  guard FileManager.default.isExecutableFile(atPath: executable.path) else {
    throw VariantFailure(description: "no navviz at \(executable.path); build it beside "
      + "navviz-bench: swift build -c release --product navviz")
  }
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.standardOutput = FileHandle.nullDevice
  try process.run()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else {
    throw VariantFailure(description: "navviz \(arguments.joined(separator: " ")) exited with "
      + "status \(process.terminationStatus)")
  }
  return "exit 0"
}

private func scanSummary(_ path: String, jobs: Int?) throws -> String {
  let result = try SourceScanner(options: ScanOptions(jobs: jobs)).scan([path])
  return "\(result.graph.features.count) features, \(result.graph.edges.count) edges"
}

/// `navviz-bench corpus DIR [FILES]`: writes the generated corpus (2,000 files by default).
func writeCorpus(_ arguments: [String]) {
  guard let path = arguments.first else {
    print("usage: navviz-bench corpus DIR [FILES]")
    exit(2)
  }
  do {
    let files = arguments.dropFirst().first.flatMap { Int($0) } ?? 2_000
    let written = try SyntheticCorpus.write(to: path, files: files)
    print("wrote \(written.files) files, \(written.lines) lines to \(path)")
  } catch {
    print("navviz-bench: \(error)")
    exit(1)
  }
}
